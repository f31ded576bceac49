import type { ChannelCard as Channel } from '@plw/protocol/rest/discover';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChannelAvatar } from './channel-avatar.tsx';
import { SubscribeButton } from './subscribe-button.tsx';
import { numberFormat } from '../../ui/number-format.ts';

/** One channel in a list: picture, name (its page's link), description, figures and the subscribe button. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { notation: 'compact' });
  return (
    <article className="channel-card" data-testid="channel-card" data-channel-id={channel.channel_id}>
      <ChannelAvatar name={channel.channel_name} picture={channel.channel_dp} />
      <div className="channel-card__text">
        <h3 className="channel-card__name">
          <Link href={`/channel/${encodeURIComponent(channel.channel_id)}`}>
            <bdi>{channel.channel_name}</bdi>
          </Link>
        </h3>
        <p className="channel-card__description">{channel.channel_description}</p>
        <p className="channel-card__figures">
          <span data-testid="subscriber-count">
            {t('browse.subscribers', { value: number.format(channel.subscribers) })}
          </span>
          <span>{t('browse.games', { value: number.format(channel.games) })}</span>
        </p>
      </div>
      <SubscribeButton channel={channel} />
    </article>
  );
}
