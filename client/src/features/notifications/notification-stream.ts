import { type Notification, notificationSchema } from '@plw/protocol/rest/player';
import type { ApiClient } from '../../lib/api-client.ts';
import { tabSocketOf } from '../../lib/use-socket.ts';
import type { Store } from '../../lib/use-server-clock.ts';

// The user's notifications as they happen, over the tab's socket (its token, renewal and reconnects), every
// payload parsed with its protocol schema. Loaded on demand, so socket.io stays out of the first page's bundle.

export interface NotificationStreamOptions {
  store: Store;
  client: ApiClient;
  onNotification: (notification: Notification) => void;
}

export function openNotificationStream(options: NotificationStreamOptions): { close(): void } {
  const socket = tabSocketOf(options.store, options.client);
  const stop = socket.listen('notification:new', notificationSchema, options.onNotification);
  const release = socket.acquire();
  return {
    close() {
      stop();
      release();
    },
  };
}
