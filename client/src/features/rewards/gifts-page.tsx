import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Avatar } from '../../ui/avatar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { useGiftSummary } from './reward-queries.ts';
import { GiftSections, RewardsFrame } from './rewards-frame.tsx';
import { StatTiles } from './stat-tiles.tsx';

/** /rewards/gifts: how many gifts the player won and their value, overall and per channel. */
export default function GiftsPage() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const summary = useGiftSummary();
  const channels = summary.data?.channels ?? [];

  return (
    <RewardsFrame title={t('pages.rewardsGifts')}>
      <GiftSections />
      <section className="rewards-card">
        <StatTiles
          items={[
            { label: t('rewards.giftsWon'), value: format.number(summary.data?.total_gifts ?? 0), lead: true },
            { label: t('rewards.giftValue'), value: format.number(summary.data?.total_value ?? 0) },
          ]}
        />
      </section>
      {summary.isPending
        ? <Loading />
        : channels.length === 0
          ? <EmptyState title={t('rewards.noGifts')} />
          : (
              <ul className="score-list">
                {channels.map((entry) => (
                  <li key={entry.channel.channel_id}>
                    <Link
                      className="score-row"
                      href={`/rewards/gifts/channel?channel_id=${encodeURIComponent(entry.channel.channel_id)}`}
                    >
                      <Avatar src={entry.channel.channel_dp} name={entry.channel.channel_name} />
                      <span className="score-row__main">
                        <span className="score-row__name" dir="auto">
                          {entry.channel.channel_name}
                        </span>
                        <span className="score-row__meta">{t('rewards.value', { value: format.number(entry.value) })}</span>
                      </span>
                      <span className="score-row__total">
                        <span className="score-row__points">{format.number(entry.gifts)}</span>
                        <span className="score-row__unit">{t('rewards.gifts')}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
    </RewardsFrame>
  );
}
