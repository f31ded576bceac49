import type { Notification } from '@plw/protocol/rest/player';
import toast from 'react-hot-toast';

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ color: 'var(--color-primary)', flex: 'none' }}
    >
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9z" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </svg>
  );
}

/** A new notification as a toast: its title with a bell, once per notification. */
export function showNotificationToast(notification: Notification): void {
  toast(notification.title, { icon: <BellIcon />, id: notification.notification_id });
}
