import type { Placing } from './ranking.ts';

// The ranking rule (ranking.ts) as one number per player, for a store that sorts by a number and then by member
// (a Redis sorted set): lowest first, more points then reached earlier give a lower key, and members with equal
// keys follow in ascending id order, which is the rule's last step. The key is exact (a double holds every whole
// number up to 2^53) within these limits, which a live round cannot leave:
// - reachedMs below TIME_SLOTS (2^27 ms, over 37 hours; a round lasts at most a day: GAME_DURATION);
// - points below MAX_SORT_KEY_SCORE hundredths (over 670,000 points: a game's score is at most 50 an answer).
// It is written for the rule's order (PLACING_ORDER); its unit test fails when that order changes.

/** Room for 2^27 ms of reach time below each hundredth of a point. */
export const TIME_SLOTS = 2 ** 27;
/** The most hundredths a sort key holds exactly. */
export const MAX_SORT_KEY_SCORE = 2 ** 53 / TIME_SLOTS - 1;

/** A placing's sort key, lowest first; out of the limits above it throws rather than rank anyone wrongly. */
export function placingSortKey({ score, reachedMs }: Pick<Placing, 'score' | 'reachedMs'>): number {
  if (!Number.isInteger(score) || score < 0 || score > MAX_SORT_KEY_SCORE) {
    throw new RangeError(`a sort key holds 0 to ${MAX_SORT_KEY_SCORE} hundredths, not ${score}`);
  }
  if (!Number.isInteger(reachedMs) || reachedMs < 0 || reachedMs >= TIME_SLOTS) {
    throw new RangeError(`a sort key holds reach times of 0 to ${TIME_SLOTS - 1} ms, not ${reachedMs}`);
  }
  // `+ 0` turns the -0 of a player at nothing into 0.
  return -score * TIME_SLOTS + reachedMs + 0;
}

/** The points (hundredths) and reach time a sort key was made from. */
export function placingFromSortKey(sortKey: number): Pick<Placing, 'score' | 'reachedMs'> {
  const score = Math.ceil(-sortKey / TIME_SLOTS) + 0;
  return { score, reachedMs: sortKey + score * TIME_SLOTS };
}
