import type { ChannelCard } from '@plw/protocol/rest/discover';
import { useTranslation } from 'react-i18next';
import { useSubscription } from './use-subscription.ts';

/** Follows or stops following a channel; it flips at once and flips back if the server refuses. */
export function SubscribeButton({ channel }: { channel: ChannelCard }) {
  const { t } = useTranslation();
  const subscription = useSubscription(channel);
  const { subscribed } = channel;
  return (
    <button
      type="button"
      className={`button button--small subscribe-button ${subscribed ? 'button--ghost' : 'button--primary'}`}
      aria-pressed={subscribed}
      aria-label={t(subscribed ? 'browse.unsubscribeFrom' : 'browse.subscribeTo', { channel: channel.channel_name })}
      disabled={subscription.isPending}
      onClick={() => subscription.mutate(!subscribed)}
      data-testid="subscribe-button"
    >
      {subscribed && (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
      {t(subscribed ? 'browse.subscribed' : 'browse.subscribe')}
    </button>
  );
}
