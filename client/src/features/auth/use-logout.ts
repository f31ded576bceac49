import { authApi } from '@plw/protocol/rest/auth';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { logoutAtom, startupStatusAtom } from '../../lib/session/auth-state.ts';
import { useAutoSignIn } from './use-auto-sign-in.ts';

/** Log out: revoke the session on the server, clear it here, and start again as a fresh guest on /home. */
export function useLogout(): () => Promise<void> {
  const client = useApiClient();
  const store = useStore();
  const [, navigate] = useLocation();
  const autoSignIn = useAutoSignIn();
  return useCallback(async () => {
    try {
      await client.call(authApi.logout);
    } catch {
      // Even if the server could not be told, this device forgets the session.
    }
    // Show the start-up screen before the address changes, so no page renders with half of the change.
    flushSync(() => {
      store.set(startupStatusAtom, 'pending');
      store.set(logoutAtom);
    });
    navigate('/home', { replace: true });
    await autoSignIn();
  }, [client, store, navigate, autoSignIn]);
}
