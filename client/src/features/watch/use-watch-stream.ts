import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { accessTokenAtom, autoSignInAtom } from '../auth/auth-state.ts';
import { INITIAL_WATCH_STATE, openWatchStream, type WatchState } from './watch-stream.ts';

/**
 * The live rounds this user may watch, kept up to date while the component is mounted: one socket, opened on
 * mount, reconnecting by itself, unsubscribed and closed on unmount.
 */
export function useWatchStream(): WatchState {
  const store = useStore();
  const client = useApiClient();
  const [state, setState] = useState<WatchState>(INITIAL_WATCH_STATE);

  useEffect(() => {
    const stream = openWatchStream({
      getToken: () => store.get(accessTokenAtom),
      renewToken: () => store.set(autoSignInAtom, client).then((session) => session.accessToken, () => null),
      onChange: setState,
    });
    return () => stream.close();
  }, [store, client]);

  return state;
}
