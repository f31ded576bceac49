import { type WatchSnapshot, watchSnapshotSchema } from '@plw/protocol/socket/watch-events';
import type { ConnectionStatus, TabSocket } from '../../lib/socket.ts';
import { clockOffset, isNewer } from './watch-figures.ts';

// Watching live rounds over the tab's socket (its token, renewal and reconnects): `watch:subscribe` sent at every
// (re)connect, every snapshot parsed with its protocol schema, and `watch:unsubscribe` on close. Plain TypeScript:
// the hook owns its lifetime.

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
  socket: TabSocket;
  onChange: (state: WatchState) => void;
  /** The device clock. */
  now?: () => number;
}

const SUBSCRIBE_TIMEOUT_MS = 8_000;
const RETRY_MS = 2_000;

export function openWatchStream(options: WatchStreamOptions): { close(): void } {
  const { socket } = options;
  const now = options.now ?? Date.now;
  let state = INITIAL_WATCH_STATE;
  let closed = false;
  let forbidden = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastStatus: ConnectionStatus = socket.status;

  function update(next: Partial<WatchState>) {
    if (closed) return;
    state = { ...state, ...next };
    options.onChange(state);
  }

  function show(snapshot: WatchSnapshot) {
    if (!isNewer(snapshot, state.snapshot)) return;
    update({ status: 'live', snapshot, offsetMs: clockOffset(snapshot.at, now()) });
  }

  function later(run: () => void) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!closed) run();
    }, RETRY_MS);
  }

  async function subscribe() {
    const reply = await socket.call('watch:subscribe', {}, watchSnapshotSchema, SUBSCRIBE_TIMEOUT_MS);
    if (closed || forbidden) return;
    if (reply.ok) return show(reply.data);
    if (reply.error.code === 'FORBIDDEN') {
      forbidden = true;
      update({ status: 'forbidden' });
      return;
    }
    // No answer in time, refused for a passing reason (rate limit, a server error) or outside the contract: ask
    // again shortly while still connected (a reconnect asks by itself).
    if (socket.connected) later(() => void subscribe());
  }

  function followStatus() {
    const previous = lastStatus;
    lastStatus = socket.status;
    if (forbidden || lastStatus === previous) return;
    if (lastStatus === 'online') void subscribe();
    else if (lastStatus === 'refused') update({ status: 'refused' });
    // A link that was up and dropped shows the last snapshot as reconnecting; one not up yet, as before.
    else if (lastStatus === 'offline') update({ status: previous === 'online' || state.snapshot ? 'reconnecting' : 'connecting' });
  }

  const stopSnapshots = socket.listen('watch:snapshot', watchSnapshotSchema, (snapshot) => {
    if (!forbidden) show(snapshot);
  });
  const stopStatus = socket.subscribe(followStatus);
  const release = socket.acquire();
  if (socket.status === 'online') void subscribe();

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      stopSnapshots();
      stopStatus();
      // Sent before letting the socket go, so the server stops building this watcher's share at once.
      if (socket.connected && !forbidden) socket.socket.emit('watch:unsubscribe', {}, () => undefined);
      release();
    },
  };
}
