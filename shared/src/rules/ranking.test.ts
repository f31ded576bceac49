import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlacings, liveRank, type Placing, placingOf, rankAmong, rankPlacings } from './ranking.ts';

const placing = (playerId: string, score: number, reachedMs: number): Placing => ({ playerId, score, reachedMs });

describe('the ranking rule', () => {
  it.each([
    ['more points first', placing('B', 500, 9_000), placing('A', 400, 1_000)],
    ['on equal points, whoever reached them earlier', placing('B', 500, 1_000), placing('A', 500, 9_000)],
    ['on equal points at the same moment, the older id', placing('A', 500, 1_000), placing('B', 500, 1_000)],
    ['two players at zero by id', placing('01H', 0, 0), placing('01J', 0, 0)],
  ])('%s', (_, above, below) => {
    expect(comparePlacings(above, below)).toBeLessThan(0);
    expect(comparePlacings(below, above)).toBeGreaterThan(0);
    expect(rankPlacings([below, above]).map((p) => [p.playerId, p.rank])).toEqual([
      [above.playerId, 1],
      [below.playerId, 2],
    ]);
  });

  it('compares a player equal only to themselves', () => {
    expect(comparePlacings(placing('A', 1, 2), placing('A', 1, 2))).toBe(0);
  });

  it('ranks any players as a permutation of 1..n consistent with the rule', () => {
    const players = fc.uniqueArray(
      fc.record({
        playerId: fc.stringMatching(/^[0-9A-Z]{1,4}$/),
        score: fc.integer({ min: 0, max: 5 }).map((n) => n * 100),
        reachedMs: fc.integer({ min: 0, max: 3 }).map((n) => n * 1_000),
      }),
      { selector: (p) => p.playerId, maxLength: 30 },
    );
    fc.assert(
      fc.property(players, (list) => {
        const ranked = rankPlacings(list);
        expect(ranked.map((p) => p.rank).sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));
        for (const a of ranked) {
          for (const b of ranked) {
            if (a.playerId === b.playerId) continue;
            // Whoever has more points, or equal points reached earlier, is always ranked above.
            if (a.score > b.score || (a.score === b.score && a.reachedMs < b.reachedMs)) {
              expect(a.rank).toBeLessThan(b.rank);
            }
            expect(Math.sign(comparePlacings(a, b))).toBe(Math.sign(a.rank - b.rank));
          }
          // A player's rank found by search among the ranked players is the rank they were given.
          expect(rankAmong(ranked, a)).toBe(a.rank);
        }
      }),
    );
  });

  it('places anyone, on the board or not, after every player ranking above them', () => {
    const anyone = fc.record({
      playerId: fc.stringMatching(/^[0-9A-Z]{1,2}$/),
      score: fc.integer({ min: 0, max: 20 }),
      reachedMs: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(anyone, { selector: (p) => p.playerId, maxLength: 60 }), anyone, (board, mine) => {
        const ranked = rankPlacings(board);
        expect(rankAmong(ranked, mine)).toBe(1 + ranked.filter((other) => comparePlacings(other, mine) < 0).length);
      }),
    );
  });

  it('gives the same ranks whatever order the players come in', () => {
    const players = fc.uniqueArray(
      fc.record({
        playerId: fc.stringMatching(/^[0-9A-Z]{2}$/),
        score: fc.integer({ min: 0, max: 3 }),
        reachedMs: fc.integer({ min: 0, max: 2 }),
      }),
      { selector: (p) => p.playerId, maxLength: 20 },
    );
    const withShuffle = players.chain((list) =>
      fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
    );
    fc.assert(
      fc.property(withShuffle, ([list, shuffled]) => {
        const ranksOf = (placings: Placing[]) => new Map(rankPlacings(placings).map((p) => [p.playerId, p.rank]));
        expect(ranksOf(shuffled)).toEqual(ranksOf(list));
      }),
    );
  });
});

describe('a live round player’s placing from their answers', () => {
  const answer = (points: number, elapsedMs: number) => ({ points, elapsedMs });

  it.each([
    ['no answer: nothing, reached at the start', [], 0, 0],
    ['only wrong answers: the same', [answer(0, 4_000), answer(0, 9_000)], 0, 0],
    ['points reached at the latest answer that scored', [answer(800, 3_000), answer(600, 7_000)], 1_400, 7_000],
    ['a wrong answer after the last score moves nothing', [answer(800, 3_000), answer(0, 9_000)], 800, 3_000],
    ['answers in any order', [answer(600, 7_000), answer(0, 9_000), answer(800, 3_000)], 1_400, 7_000],
  ])('%s', (_, answers, score, reachedMs) => {
    expect(placingOf('P', answers)).toEqual({ playerId: 'P', score, reachedMs });
  });
});

describe('the rank a running round tells', () => {
  it.each([
    [0, 1, null],
    [0, 3, null],
    [0.5, 2, 2],
    [10, 1, 1],
    [10, null, null],
  ] as const)('at %s points ranked %s: %s', (score, rank, told) => {
    expect(liveRank(score, rank)).toBe(told);
  });
});
