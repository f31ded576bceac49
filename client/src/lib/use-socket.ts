import { useStore } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { accessTokenAtom, autoSignInAtom } from './session/auth-state.ts';
import type { ApiClient } from './api-client.ts';
import { useApiClient } from './api-context.tsx';
import { type ConnectionStatus, RoundConnection } from './socket.ts';
import type { Clock } from './server-clock.ts';
import { clockOf, type Store } from './use-server-clock.ts';

// One round connection per app (per jotai store, so every test has its own), found by whichever game page needs
// it. Holding the store as the key keeps it out of any global.

const connections = new WeakMap<Store, RoundConnection>();

function connectionOf(store: Store, client: ApiClient): RoundConnection {
  let connection = connections.get(store);
  if (!connection) {
    connection = new RoundConnection({
      clock: clockOf(store),
      getToken: () => store.get(accessTokenAtom),
      renewToken: () => store.set(autoSignInAtom, client).then((session) => session.accessToken, () => null),
    });
    connections.set(store, connection);
  }
  return connection;
}

/** The tab's round connection, open while the calling component is mounted. */
export function useRoundConnection(): RoundConnection {
  const store = useStore();
  const client = useApiClient();
  const connection = useMemo(() => connectionOf(store, client), [store, client]);
  useEffect(() => connection.acquire(), [connection]);
  return connection;
}

/** The server clock, measured over the round connection (held open meanwhile): for countdowns to a start. */
export function useSyncedClock(): Clock {
  return useRoundConnection().clock.now;
}

export function useConnectionStatus(connection: RoundConnection): ConnectionStatus {
  return useSyncExternalStore(connection.subscribe, () => connection.status);
}
