import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { useNotifications } from './notification-queries.ts';
import { useLiveNotifications } from './use-live-notifications.ts';
import './notifications.css';

/**
 * The unread count beside the header's Notifications link. It also keeps the live feed open, once the list has
 * loaded (a server that cannot answer the list would not push to it either).
 */
export function NotificationsBadge() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const notifications = useNotifications();
  useLiveNotifications(notifications.isSuccess);
  const unread = notifications.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : format.number(unread)}</span>
      <span className="visually-hidden">{t('notifications.unreadBadge', { number: format.number(unread) })}</span>
    </span>
  );
}
