import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlaceKey, placesBefore, rankAmong } from './board-snapshot.ts';

const key = fc.record({
  score: fc.integer({ min: 0, max: 20 }),
  timeMs: fc.integer({ min: 0, max: 20 }),
  finishedAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z', '2026-01-01T00:00:02.000Z'),
});

const boardOrder = (a: PlaceKey, b: PlaceKey) => (placesBefore(a, b) ? -1 : placesBefore(b, a) ? 1 : 0);

describe('rank among a board snapshot', () => {
  it('is 1 + the plays placing before, as counting them one by one gives', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 60 }), key, (board, mine) => {
        const keys = [...board].sort(boardOrder);
        expect(rankAmong(keys, mine)).toBe(1 + keys.filter((other) => placesBefore(other, mine)).length);
      }),
    );
  });

  it('ranks more points first, then less time, then the earlier finish; a tie shares the place', () => {
    const at = (s: number) => `2026-01-01T00:00:0${s}.000Z`;
    const keys = [
      { score: 500, timeMs: 9000, finishedAt: at(1) },
      { score: 500, timeMs: 12000, finishedAt: at(0) },
      { score: 300, timeMs: 1000, finishedAt: at(2) },
    ];
    expect(rankAmong(keys, { score: 500, timeMs: 9000, finishedAt: at(1) })).toBe(1);
    expect(rankAmong(keys, { score: 500, timeMs: 10000, finishedAt: at(0) })).toBe(2);
    expect(rankAmong(keys, { score: 400, timeMs: 1, finishedAt: at(0) })).toBe(3);
    expect(rankAmong(keys, { score: 0, timeMs: 0, finishedAt: at(0) })).toBe(4);
  });
});
