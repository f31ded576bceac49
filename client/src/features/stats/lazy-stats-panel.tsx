import { lazy, Suspense } from 'react';

// The stats panel for the end of a game, loaded only when a daily game has ended: the game pages stay as small
// as they were, and a live round's finale never loads it.

const StatsPanel = lazy(() => import('./stats-panel.tsx').then((module) => ({ default: module.StatsPanel })));

export function LazyStatsPanel() {
  return (
    <Suspense fallback={null}>
      <StatsPanel />
    </Suspense>
  );
}
