// The one ranking rule of the product: a live round's board, its `round:end`, the rank stored on each play, both
// REST leaderboards (and a player's `me.rank` there), gifts and their notifications all order players by it.
//
// 1. More points first.
// 2. On equal points, whoever reached those points earlier: a live round's last answer that scored (ms after the
//    start; 0 for a player who has not scored), a daily play's time taken. An answer that scores nothing does
//    not move a player down, so a wrong last answer is never worse than no answer.
// 3. On equal points reached at the same moment (above all, everyone still at zero), the player's id, which is a
//    ULID: the player who has been with us longer. It is arbitrary but stable, the same on every surface and in
//    SQL and Redis orderings (ids are one case and length, so every collation orders them alike).
//
// Ranks are never shared: with the third step no two players compare equal, so ranks are 1..n, one each. Shared
// ranks were the alternative; they are not used because a gift reserved for "the top 3" must go to 3 players.

export interface Placing {
  playerId: string;
  /** Points in hundredths (rules/scoring). */
  score: number;
  /** When the player reached their points (see the rule above); earlier wins a tie. */
  reachedMs: number;
}

export type PlacingKey = keyof Placing;

/**
 * The rule above as data: the keys a placing is compared on, in turn, and which way ranks higher. Every encoding
 * of the rule is derived from it: comparePlacings here, the SQL ORDER BY and rank count of the server's boards
 * (server/src/domains/plays/placing-sql.ts) and the Redis sort key (placing-sort-key.ts).
 */
export const PLACING_ORDER = [
  { key: 'score', direction: 'desc' },
  { key: 'reachedMs', direction: 'asc' },
  { key: 'playerId', direction: 'asc' },
] as const satisfies readonly { key: PlacingKey; direction: 'asc' | 'desc' }[];

/** Each key's natural order (ascending), written once per key so that the comparator below stays fast. */
const ASCENDING: Record<PlacingKey, (a: Placing, b: Placing) => number> = {
  score: (a, b) => a.score - b.score,
  reachedMs: (a, b) => a.reachedMs - b.reachedMs,
  playerId: (a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
};
const STEPS = PLACING_ORDER.map(({ key, direction }) => ({ compare: ASCENDING[key], sign: direction === 'asc' ? 1 : -1 }));

/** Negative when `a` ranks above `b`, positive when below, 0 only for the same player. */
export function comparePlacings(a: Placing, b: Placing): number {
  for (const { compare, sign } of STEPS) {
    const order = compare(a, b);
    if (order !== 0) return sign * order;
  }
  return 0;
}

/**
 * A live round's placing from a player's answers (those that count at the moment): their points, and when they
 * reached them, the latest answer that scored (0 before any did; an answer worth nothing moves nothing). The
 * round engine places its seats by it; its SQL form over stored answers is reachedMsOfAnswers
 * (server/src/domains/plays/placing-sql.ts), which roundContenders reads a round's standings with.
 */
export function placingOf(playerId: string, answers: Iterable<{ points: number; elapsedMs: number }>): Placing {
  let score = 0;
  let reachedMs = 0;
  for (const { points, elapsedMs } of answers) {
    score += points;
    if (points > 0) reachedMs = Math.max(reachedMs, elapsedMs);
  }
  return { playerId, score, reachedMs };
}

/** Players in rank order, each with their rank (1 = first). */
export function rankPlacings<P extends Placing>(placings: Iterable<P>): (P & { rank: number })[] {
  return [...placings].sort(comparePlacings).map((placing, index) => ({ ...placing, rank: index + 1 }));
}

/** The rank `placing` has among `ranked` (in rank order, as rankPlacings leaves them): 1 + those above it. */
export function rankAmong(ranked: readonly Placing[], placing: Placing): number {
  let low = 0;
  let high = ranked.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePlacings(ranked[middle] as Placing, placing) < 0) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

/**
 * The rank a running round may tell a player: none until they score. Everyone at nothing ties on points and time,
 * and only rule 3 (the id) orders them, which says nothing about how they play; at the round's end every rank
 * stands as rule 3 leaves it (gifts need one place each).
 */
export function liveRank(score: number, rank: number | null): number | null {
  return score > 0 ? rank : null;
}
