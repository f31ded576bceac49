import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_DURATION } from '../schemas/review.ts';
import { MAX_SORT_KEY_SCORE, placingFromSortKey, placingSortKey, TIME_SLOTS } from './placing-sort-key.ts';
import { comparePlacings, type Placing, PLACING_ORDER } from './ranking.ts';

// A sorted set's order (by key, then by member) is the ranking rule's, over the whole range a live round can reach.

/** How a sorted set orders two members: by key, then by member id. */
const bySortedSet = (a: Placing, b: Placing) =>
  placingSortKey(a) - placingSortKey(b) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

const placing = (scores: fc.Arbitrary<number>, times: fc.Arbitrary<number>) =>
  fc.record({ playerId: fc.stringMatching(/^[0-9A-Z]{1,3}$/), score: scores, reachedMs: times });
// Edges and ties are likely: small values, both ends of each range.
const anyScore = fc.oneof(
  fc.integer({ min: 0, max: 3 }),
  fc.constantFrom(0, MAX_SORT_KEY_SCORE),
  fc.integer({ min: 0, max: MAX_SORT_KEY_SCORE }),
);
const anyTime = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(0, TIME_SLOTS - 1), fc.nat(TIME_SLOTS - 1));

describe('a placing’s sort key', () => {
  it('encodes the rule’s order: points down, then reached earlier, then the id', () => {
    expect(PLACING_ORDER.map(({ key, direction }) => `${key} ${direction}`)).toEqual([
      'score desc',
      'reachedMs asc',
      'playerId asc',
    ]);
  });

  it('orders any two placings as the ranking rule does', () => {
    fc.assert(
      fc.property(placing(anyScore, anyTime), placing(anyScore, anyTime), (a, b) => {
        expect(Math.sign(bySortedSet(a, b))).toBe(Math.sign(comparePlacings(a, b)));
      }),
    );
  });

  it('gives back the points and reach time it was made from', () => {
    fc.assert(
      fc.property(placing(anyScore, anyTime), ({ score, reachedMs }) => {
        const back = placingFromSortKey(placingSortKey({ score, reachedMs }));
        expect(back).toEqual({ score, reachedMs });
        expect(Object.is(back.score, -0)).toBe(false);
      }),
    );
  });

  it('holds every reach time of the longest round a game may have', () => {
    expect(GAME_DURATION.max * 1000).toBeLessThan(TIME_SLOTS);
  });

  it.each([
    ['negative points', { score: -1, reachedMs: 0 }],
    ['more points than it holds', { score: MAX_SORT_KEY_SCORE + 1, reachedMs: 0 }],
    ['a fraction of a hundredth', { score: 0.5, reachedMs: 0 }],
    ['a reach time before the start', { score: 100, reachedMs: -1 }],
    ['a reach time past its room', { score: 100, reachedMs: TIME_SLOTS }],
  ])('refuses %s rather than rank anyone wrongly', (_, outOfRange) => {
    expect(() => placingSortKey(outOfRange)).toThrow(RangeError);
  });
});
