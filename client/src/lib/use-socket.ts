import { useStore } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { accessTokenAtom, autoSignInAtom, currentUserAtom } from './session/auth-state.ts';
import type { ApiClient } from './api-client.ts';
import { useApiClient } from './api-context.tsx';
import type { Clock } from './server-clock.ts';
import { type ConnectionStatus, TabSocket } from './socket.ts';
import { clockOf, type Store } from './use-server-clock.ts';

// One socket per app (per jotai store, so every test has its own), found by whichever feature needs it. Holding
// the store as the key keeps it out of any global.

const sockets = new WeakMap<Store, TabSocket>();

/** The tab's socket, made on first use; another user signing in reconnects it with their token. */
export function tabSocketOf(store: Store, client: ApiClient): TabSocket {
  let socket = sockets.get(store);
  if (!socket) {
    const made = new TabSocket({
      clock: clockOf(store),
      getToken: () => store.get(accessTokenAtom),
      renewToken: () => store.set(autoSignInAtom, client).then((session) => session.accessToken, () => null),
    });
    let userId = store.get(currentUserAtom)?.user_id ?? null;
    store.sub(currentUserAtom, () => {
      const next = store.get(currentUserAtom)?.user_id ?? null;
      if (next === userId) return;
      userId = next;
      // Signing out is the server's to handle (it closes the session's sockets); a new user must not get the
      // old one's events.
      if (next !== null) made.reconnect();
    });
    socket = made;
    sockets.set(store, socket);
  }
  return socket;
}

/** The tab's socket, open while the calling component is mounted, with the server clock kept in sync. */
export function useTabSocket(): TabSocket {
  const store = useStore();
  const client = useApiClient();
  const socket = useMemo(() => tabSocketOf(store, client), [store, client]);
  useEffect(() => socket.acquire({ syncClock: true }), [socket]);
  return socket;
}

/** The server clock, measured over the tab's socket (held open meanwhile): for countdowns to a start. */
export function useSyncedClock(): Clock {
  return useTabSocket().clock.now;
}

export function useConnectionStatus(socket: TabSocket): ConnectionStatus {
  return useSyncExternalStore(socket.subscribe, () => socket.status);
}
