import { lazy, Suspense } from 'react';

// The stats panel, loaded only when a page shows it (a daily game that has ended, the rewards page): the game
// pages stay as small as they were, and a live round's finale never loads it.

const StatsPanel = lazy(() => import('./stats-panel.tsx').then((module) => ({ default: module.StatsPanel })));

export function LazyStatsPanel() {
  return (
    <Suspense fallback={null}>
      <StatsPanel />
    </Suspense>
  );
}
