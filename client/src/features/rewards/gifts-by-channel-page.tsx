import type { GiftAward } from '@plw/protocol/rest/player';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Avatar } from '../../ui/avatar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { GiftAwardCard } from './gift-cards.tsx';
import { usePlayerGifts } from './reward-queries.ts';
import { GiftSections, RewardsFrame } from './rewards-frame.tsx';

interface ChannelGroup {
  channel: GiftAward['channel'];
  awards: GiftAward[];
}

/** Awards grouped by channel, channels in the order of their newest award (the list comes newest first). */
export function groupByChannel(awards: readonly GiftAward[]): ChannelGroup[] {
  const groups = new Map<string, ChannelGroup>();
  for (const award of awards) {
    const group = groups.get(award.channel.channel_id);
    if (group) group.awards.push(award);
    else groups.set(award.channel.channel_id, { channel: award.channel, awards: [award] });
  }
  return [...groups.values()];
}

/** /rewards/gifts/channel: the player's gifts grouped by channel; `?channel_id=` narrows it to one channel. */
export default function GiftsByChannelPage() {
  const { t } = useTranslation();
  const channelId = new URLSearchParams(useSearch()).get('channel_id') || undefined;
  const gifts = usePlayerGifts(channelId);
  const groups = groupByChannel(gifts.data?.gifts ?? []);

  return (
    <RewardsFrame title={t('pages.rewardsGiftsChannel')}>
      <GiftSections />
      {channelId && (
        <p className="rewards-filter">
          <Link href="/rewards/gifts/channel">{t('rewards.seeAllChannels')}</Link>
        </p>
      )}
      {gifts.isPending
        ? <Loading />
        : groups.length === 0
          ? <EmptyState title={t('rewards.noGifts')} />
          : groups.map((group) => (
              <section key={group.channel.channel_id} className="gift-group">
                <h2 className="gift-group__title">
                  <Avatar src={group.channel.channel_dp} name={group.channel.channel_name} size="sm" />
                  <span dir="auto">{t('rewards.channelGifts', { channel: group.channel.channel_name })}</span>
                </h2>
                <ul className="gift-list">
                  {group.awards.map((award) => (
                    <GiftAwardCard key={award.award_id} award={award} showChannel={false} />
                  ))}
                </ul>
              </section>
            ))}
    </RewardsFrame>
  );
}
