import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { tabSocketOf } from '../../lib/use-socket.ts';
import { INITIAL_WATCH_STATE, openWatchStream, type WatchState } from './watch-stream.ts';

/**
 * The live rounds this user may watch, kept up to date while the component is mounted over the tab's socket:
 * subscribed on mount (and at every reconnect), unsubscribed on unmount.
 */
export function useWatchStream(): WatchState {
  const store = useStore();
  const client = useApiClient();
  const [state, setState] = useState<WatchState>(INITIAL_WATCH_STATE);

  useEffect(() => {
    const stream = openWatchStream({ socket: tabSocketOf(store, client), onChange: setState });
    return () => stream.close();
  }, [store, client]);

  return state;
}
