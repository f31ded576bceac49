import type { Notification } from '@plw/protocol/rest/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { useNotifications } from './notification-queries.ts';
import { useMarkRead } from './use-mark-read.ts';
import './notifications.css';

const KIND_LABELS = {
  NEW_GAME: 'notifications.kindNewGame',
  ROUND_STARTING: 'notifications.kindRoundStarting',
  GIFT_WON: 'notifications.kindGiftWon',
  REVIEW_RESULT: 'notifications.kindReviewResult',
} as const;

/** Only a path inside the app is followed; anything else is shown without a link. */
export function inAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** /notifications: the newest first, unread ones marked; opening one marks it read. New ones arrive live. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const list = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unread ?? 0;

  return (
    <div className="notifications">
      <div className="notifications__head">
        <PageHeader title={t('pages.notifications')} />
        {unread > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={() => markRead.mutate(undefined)}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {notifications.isPending
        ? <Loading />
        : list.length === 0
          ? <EmptyState title={t('notifications.empty')} />
          : (
              <ul className="notification-list">
                {list.map((item) => (
                  <NotificationRow
                    key={item.notification_id}
                    item={item}
                    onRead={() => markRead.mutate([item.notification_id])}
                  />
                ))}
              </ul>
            )}
    </div>
  );
}

function NotificationRow({ item, onRead }: { item: Notification; onRead: () => void }) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const link = inAppLink(item.link);
  const title = (
    <span className="notification__title" dir="auto">
      {item.title}
    </span>
  );
  return (
    <li
      className={item.read ? 'notification' : 'notification notification--unread'}
      data-testid="notification"
      data-read={item.read}
    >
      <span className="notification__dot" aria-hidden="true" />
      <div className="notification__body">
        <p className="notification__meta">
          <span className={`notification__kind notification__kind--${item.kind.toLowerCase()}`}>
            {t(KIND_LABELS[item.kind])}
          </span>
          <time dateTime={item.created_at} title={format.dateTime(item.created_at)}>
            {format.relative(item.created_at)}
          </time>
          {!item.read && <span className="visually-hidden">{t('notifications.unread')}</span>}
        </p>
        {link
          ? (
              <Link href={link} className="notification__link" onClick={() => item.read || onRead()}>
                {title}
              </Link>
            )
          : title}
        {item.body && (
          <p className="notification__text" dir="auto">
            {item.body}
          </p>
        )}
      </div>
      {!item.read && (
        <button type="button" className="button button--ghost button--small notification__read" onClick={onRead}>
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
