import { type Notification, playerApi } from '@plw/protocol/rest/player';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useApiClient } from '../../lib/api-context.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';

// The signed-in user's notifications in the query cache: one entry per user, read by the page and the header's
// badge alike, marked read through the server and grown live by the socket.

export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

export function notificationsKey(userId: string | null) {
  return ['notifications', userId] as const;
}

export function useNotifications() {
  const client = useApiClient();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  return useQuery({
    queryKey: notificationsKey(userId),
    queryFn: ({ signal }): Promise<NotificationList> => client.call(playerApi.notifications, { signal }),
    enabled: userId !== null,
  });
}

/** A notification pushed live goes on top, once, and counts as unread. */
export function withNotification(list: NotificationList | undefined, item: Notification): NotificationList | undefined {
  if (!list || list.notifications.some((known) => known.notification_id === item.notification_id)) return list;
  return { notifications: [item, ...list.notifications], unread: list.unread + (item.read ? 0 : 1) };
}

/** The list with these notifications (all when `ids` is absent) read. */
export function withRead(list: NotificationList, ids?: readonly string[]): NotificationList {
  const marks = (item: Notification) => !ids || ids.includes(item.notification_id);
  const notifications = list.notifications.map((item) => (marks(item) && !item.read ? { ...item, read: true } : item));
  const newlyRead = list.notifications.filter((item) => marks(item) && !item.read).length;
  return { notifications, unread: Math.max(0, list.unread - newlyRead) };
}

export function insertNotification(queryClient: QueryClient, userId: string, item: Notification): void {
  queryClient.setQueryData<NotificationList>(notificationsKey(userId), (list) => withNotification(list, item));
}
