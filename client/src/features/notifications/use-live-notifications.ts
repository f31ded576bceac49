import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { insertNotification } from './notification-queries.ts';
import { showNotificationToast } from './notification-toast.tsx';

/**
 * While `active`, keeps the tab's socket open and puts each new notification of the signed-in user on top of their
 * list and shows it as a toast. A new user (another sign-in) reconnects the socket with their token.
 */
export function useLiveNotifications(active: boolean): void {
  const store = useStore();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;

  useEffect(() => {
    if (!active || userId === null) return;
    let stream: { close(): void } | null = null;
    let cancelled = false;
    void import('./notification-stream.ts').then(({ openNotificationStream }) => {
      if (cancelled) return;
      stream = openNotificationStream({
        store,
        client,
        onNotification: (notification) => {
          insertNotification(queryClient, userId, notification);
          showNotificationToast(notification);
        },
      });
    });
    return () => {
      cancelled = true;
      stream?.close();
    };
  }, [active, userId, store, client, queryClient]);
}
