import {
  ackSchema,
  PROTOCOL_VERSION,
  socketErrorSchema,
} from '@plw/protocol/socket/round-events';
import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import { type WatchSnapshot, watchSnapshotSchema } from '@plw/protocol/socket/watch-events';
import { io, type Socket } from 'socket.io-client';
import { clockOffset, isNewer } from './watch-figures.ts';

// One socket that watches live rounds: the REST access token as auth (renewed once when the server refuses it),
// `watch:subscribe` sent at every (re)connect, every snapshot parsed with its protocol schema, and
// `watch:unsubscribe` on close. Plain TypeScript: the hook owns its lifetime.

export type WatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * `connecting`: no snapshot yet. `live`: snapshots arrive. `reconnecting`: the link dropped, the last snapshot
 * stays on screen. `refused`: the server will not take this client (another protocol, a session it rejects).
 * `forbidden`: this user may not watch.
 */
export type WatchStatus = 'connecting' | 'live' | 'reconnecting' | 'refused' | 'forbidden';

export interface WatchState {
  status: WatchStatus;
  snapshot: WatchSnapshot | null;
  /** Server time minus device time, from the last snapshot. */
  offsetMs: number;
}

export const INITIAL_WATCH_STATE: WatchState = { status: 'connecting', snapshot: null, offsetMs: 0 };

export interface WatchStreamOptions {
  getToken: () => string | null;
  /** Signs in again and answers the new token, or null. */
  renewToken: () => Promise<string | null>;
  onChange: (state: WatchState) => void;
  /** The device clock. */
  now?: () => number;
  /** The server's address; the page's own origin when absent. */
  url?: string;
}

const SUBSCRIBE_TIMEOUT_MS = 8_000;
const RETRY_MS = 2_000;
/** At most one token renewal this often, so a refused token cannot loop. */
const RENEW_AT_MOST_EVERY_MS = 10_000;

const subscribeAckSchema = ackSchema(watchSnapshotSchema);

export function openWatchStream(options: WatchStreamOptions): { close(): void } {
  const now = options.now ?? Date.now;
  let state = INITIAL_WATCH_STATE;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRenewal = Number.NEGATIVE_INFINITY;

  const settings = {
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
    // Read at every (re)connect, so a renewed token is used.
    auth: (send: (data: object) => void) => send({ token: options.getToken() ?? '', protocolVersion: PROTOCOL_VERSION }),
  };
  const socket: WatchSocket = options.url ? io(options.url, settings) : io(settings);

  function update(next: Partial<WatchState>) {
    if (closed) return;
    state = { ...state, ...next };
    options.onChange(state);
  }

  function show(payload: unknown) {
    const parsed = watchSnapshotSchema.safeParse(payload);
    if (!parsed.success || !isNewer(parsed.data, state.snapshot)) return;
    update({ status: 'live', snapshot: parsed.data, offsetMs: clockOffset(parsed.data.at, now()) });
  }

  function later(run: () => void) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!closed) run();
    }, RETRY_MS);
  }

  async function subscribe() {
    let reply: unknown;
    try {
      reply = await socket.timeout(SUBSCRIBE_TIMEOUT_MS).emitWithAck('watch:subscribe', {});
    } catch {
      // No answer in time: ask again while still connected (a reconnect asks by itself).
      if (socket.connected) later(() => void subscribe());
      return;
    }
    const ack = subscribeAckSchema.safeParse(reply);
    const answer = ack.success ? ack.data : null;
    if (answer?.ok) return show(answer.data);
    if (answer?.error.code === 'FORBIDDEN') {
      update({ status: 'forbidden' });
      socket.disconnect();
      return;
    }
    // Refused for a passing reason (rate limit, a server error) or outside the contract: ask again shortly.
    if (socket.connected) later(() => void subscribe());
  }

  async function refused(error: Error) {
    const code = socketErrorSchema.shape.code.safeParse((error as { data?: { code?: unknown } }).data?.code);
    if (!code.success) {
      // A transport error: socket.io is already trying again.
      update({ status: state.snapshot ? 'reconnecting' : 'connecting' });
      return;
    }
    if (code.data === 'UNAUTHENTICATED' && now() - lastRenewal > RENEW_AT_MOST_EVERY_MS) {
      lastRenewal = now();
      if ((await options.renewToken()) && !closed) {
        socket.connect();
        return;
      }
    }
    update({ status: 'refused' });
  }

  socket.on('watch:snapshot', show);
  socket.on('connect', () => void subscribe());
  socket.on('connect_error', (error) => void refused(error));
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    update({ status: 'reconnecting' });
    // socket.io reconnects by itself, except when the server closed us (a restart, or too many messages).
    if (reason === 'io server disconnect') later(() => socket.connect());
  });

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      // Sent before the disconnect, in order, so the server stops building this watcher's share at once.
      if (socket.connected) socket.emit('watch:unsubscribe', {}, () => undefined);
      socket.disconnect();
    },
  };
}
