import { useStore } from 'jotai';
import { useCallback } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { autoSignInAtom, startupStatusAtom } from '../../lib/session/auth-state.ts';

/**
 * Runs auto sign-in as the app's start-up step: pending while it runs, then ready or failed. A cookie whose
 * session was ended elsewhere (a logout, a password change) is refused with 401 and cleared by the server;
 * the app then starts once more without it, as a guest.
 */
export function useAutoSignIn(): (options?: { quiet?: boolean }) => Promise<void> {
  const client = useApiClient();
  const store = useStore();
  // A quiet attempt (the offline screen trying again) keeps its screen until it succeeds, with no splash between.
  return useCallback(async ({ quiet = false } = {}) => {
    if (!quiet) store.set(startupStatusAtom, 'pending');
    try {
      await store.set(autoSignInAtom, client).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) return store.set(autoSignInAtom, client);
        throw error;
      });
      store.set(startupStatusAtom, 'ready');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'NETWORK_ERROR') {
        store.set(startupStatusAtom, 'offline');
        return;
      }
      // The spec's words for this failure (section 8).
      console.error('No autosignin');
      store.set(startupStatusAtom, 'failed');
    }
  }, [client, store]);
}
