// The stats kit: the player's streaks and totals panel, on the rewards page and at the end of a daily game.
// Only the panel that loads on demand is public, so importing the kit never pulls the panel into a page's chunk;
// the figures' query is, for what quotes them (a shared result's streak).

export { LazyStatsPanel } from './lazy-stats-panel.tsx';
export { usePlayerStats } from './stats-queries.ts';
