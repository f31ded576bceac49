import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { OfflineScreen } from '../../ui/offline-screen.tsx';
import { useOnline } from '../../ui/use-online.ts';

/**
 * The page, or the offline screen for a page opened while offline. The page the player was on when the
 * connection dropped stays (a puzzle keeps being solved and saved locally); any other page needs the server, so
 * the offline screen stands in for it until the connection returns, and the page then loads as usual.
 */
export function OfflineAwarePage({ children }: { children: ReactNode }) {
  const online = useOnline();
  const [path] = useLocation();
  const [pathWhenOffline, setPathWhenOffline] = useState<string | null>(online ? null : path);
  // Kept in step with the connection while rendering, so the first render offline already knows the page.
  if (!online && pathWhenOffline === null) setPathWhenOffline(path);
  if (online && pathWhenOffline !== null) setPathWhenOffline(null);
  if (!online && pathWhenOffline !== null && pathWhenOffline !== path) return <OfflineScreen />;
  return children;
}
