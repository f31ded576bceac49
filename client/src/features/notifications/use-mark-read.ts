import { api } from '@plw/protocol/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useApiClient } from '../../lib/api-context.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { type NotificationList, notificationsKey, withRead } from './notification-queries.ts';

// Apart from the queries, so the header's badge (on every page) does not load the mutation code.

/** Marks some notifications read (or all of them): shown at once, then the server's unread count is taken. */
export function useMarkRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const key = notificationsKey(userId);
  return useMutation({
    mutationFn: (ids?: string[]) => client.call(api.readNotifications, { body: ids ? { ids } : {} }),
    onMutate: (ids) => {
      const before = queryClient.getQueryData<NotificationList>(key);
      if (before) queryClient.setQueryData(key, withRead(before, ids));
      return { before };
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(key, (list) => (list ? { ...list, unread } : list));
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
