import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { ErrorScreen } from '../../ui/error-screen.tsx';
import { OfflineScreen } from '../../ui/offline-screen.tsx';
import { SplashScreen } from '../../ui/splash-screen.tsx';
import { startupStatusAtom } from '../../lib/session/auth-state.ts';
import { useAutoSignIn } from './use-auto-sign-in.ts';

/**
 * The app signs in automatically on start (spec 1): the splash while that runs, the error screen if it fails, and
 * the offline screen, trying again by itself, when the server cannot be reached.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const status = useAtomValue(startupStatusAtom);
  const autoSignIn = useAutoSignIn();

  useEffect(() => {
    void autoSignIn();
  }, [autoSignIn]);

  if (status === 'pending') return <SplashScreen />;
  if (status === 'failed') return <ErrorScreen onRetry={() => void autoSignIn()} />;
  if (status === 'offline') {
    return (
      <main className="startup-offline">
        <OfflineScreen home={false} onRetry={() => void autoSignIn({ quiet: true })} />
      </main>
    );
  }
  return children;
}
