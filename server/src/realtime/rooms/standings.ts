import { comparePlacings, type Placing } from '@plw/shared/rules/ranking';
import type { LeaderboardLine } from '@plw/protocol/socket/round-parts';

// A round's ranking, by the product's one ranking rule (shared/rules/ranking): `reachedMs` is when the player
// last scored, ms after the start (0 before they score).

export interface Contender extends Placing {
  name: string;
  simulated: boolean;
}

export function rankContenders<C extends Contender>(contenders: Iterable<C>): C[] {
  return [...contenders].sort(comparePlacings);
}

/** How many lines the top of a round's board shows: live, at each reveal and at the end. */
export const TOP_SIZE = 10;

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
