import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { autoSignInAtom, startupStatusAtom } from './auth-state.ts';

/** Runs auto sign-in as the app's start-up step: pending while it runs, then ready or failed. */
export function useAutoSignIn(): () => Promise<void> {
  const client = useApiClient();
  const store = useStore();
  return useCallback(async () => {
    store.set(startupStatusAtom, 'pending');
    try {
      await store.set(autoSignInAtom, client);
      store.set(startupStatusAtom, 'ready');
    } catch {
      // The spec's words for this failure (section 8).
      console.error('No autosignin');
      store.set(startupStatusAtom, 'failed');
    }
  }, [client, store]);
}
