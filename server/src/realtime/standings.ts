import type { LeaderboardLine } from './round-types.ts';

// A round's ranking, recomputed on each leaderboard tick: more points first, then whoever reached their
// points earlier, then a stable order.

export interface Contender {
  playerId: string;
  name: string;
  simulated: boolean;
  /** Hundredths of a point. */
  score: number;
  /** When the player last scored, ms after the start; earlier wins a tie. */
  lastScoredMs: number;
}

/** Negative when `a` ranks above `b`. */
export function compareContenders(a: Contender, b: Contender): number {
  if (a.playerId === b.playerId) return 0;
  return b.score - a.score || a.lastScoredMs - b.lastScoredMs || (a.playerId < b.playerId ? -1 : 1);
}

export function rankContenders<C extends Contender>(contenders: Iterable<C>): C[] {
  return [...contenders].sort(compareContenders);
}

export function topLines(
  ranked: readonly Contender[],
  size: number,
  toPoints: (hundredths: number) => number,
): LeaderboardLine[] {
  return ranked.slice(0, size).map((c, i) => ({
    rank: i + 1,
    playerId: c.playerId,
    name: c.name,
    score: toPoints(c.score),
    simulated: c.simulated,
  }));
}
