import { type Notification, notificationSchema } from '@plw/protocol/rest/player';
import {
  PROTOCOL_VERSION,
  socketErrorSchema,
} from '@plw/protocol/socket/round-events';
import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import { io, type Socket } from 'socket.io-client';

// The socket that brings the user's notifications as they happen: the REST access token as auth (renewed once
// when the server refuses it), every payload parsed with its protocol schema. Loaded on demand, so socket.io
// stays out of the first page's bundle.

export interface NotificationStreamOptions {
  getToken: () => string | null;
  /** Signs in again and answers the new token, or null. */
  renewToken: () => Promise<string | null>;
  onNotification: (notification: Notification) => void;
  /** The server's address; the page's own origin when absent. */
  url?: string;
  now?: () => number;
}

const RETRY_MS = 2_000;
/** At most one token renewal this often, so a refused token cannot loop. */
const RENEW_AT_MOST_EVERY_MS = 10_000;

export function openNotificationStream(options: NotificationStreamOptions): { close(): void } {
  const now = options.now ?? Date.now;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRenewal = Number.NEGATIVE_INFINITY;
  const settings = {
    transports: ['websocket'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
    // Read at every (re)connect, so a renewed token is used.
    auth: (send: (data: object) => void) => send({ token: options.getToken() ?? '', protocolVersion: PROTOCOL_VERSION }),
  };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = options.url
    ? io(options.url, settings)
    : io(settings);

  socket.on('notification:new', (payload: unknown) => {
    const parsed = notificationSchema.safeParse(payload);
    if (parsed.success && !closed) options.onNotification(parsed.data);
  });
  socket.on('connect_error', (error) => {
    const code = socketErrorSchema.shape.code.safeParse((error as { data?: { code?: unknown } }).data?.code);
    // A transport error is retried by socket.io itself; an expired token is renewed once in a while.
    if (!code.success || code.data !== 'UNAUTHENTICATED' || now() - lastRenewal <= RENEW_AT_MOST_EVERY_MS) return;
    lastRenewal = now();
    void options.renewToken().then((token) => {
      if (token && !closed) socket.connect();
    });
  });
  socket.on('disconnect', (reason) => {
    // socket.io reconnects by itself, except when the server closed us (a restart, or too many messages).
    if (reason !== 'io server disconnect') return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!closed) socket.connect();
    }, RETRY_MS);
  });

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket.disconnect();
    },
  };
}
