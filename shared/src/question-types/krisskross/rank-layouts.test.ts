import { describe, expect, it } from 'vitest';
import { compareLayouts, crossingWorth, densityOf, ranksAbove } from './rank-layouts.ts';

// The product's decision: fewest pieces first, then a compact box over one more crossing.

/** A one-piece layout of a list with `letters` letters, with this many crossings at this density. */
function at(letters: number, crossings: number, density: number) {
  return { placed: 15, pieces: 1, crossings, area: Math.round((letters - crossings) / density) };
}

describe('ranking layouts', () => {
  // 15 words of six letters on average.
  const letters = 90;

  it('ranks 15 crossings at density 0.39 above 16 at 0.29: a clearly smaller box beats one more crossing', () => {
    const compact = at(letters, 15, 0.39);
    const sprawling = at(letters, 16, 0.29);
    expect(densityOf(letters, compact.crossings, compact.area)).toBeCloseTo(0.39, 2);
    expect(ranksAbove(compact, sprawling, letters)).toBe(true);
    expect(ranksAbove(sprawling, compact, letters)).toBe(false);
  });

  it('ranks one more crossing above a box only a little smaller (0.40 against 0.39)', () => {
    expect(ranksAbove(at(letters, 16, 0.39), at(letters, 15, 0.4), letters)).toBe(true);
  });

  it('ranks fewer pieces above any balance, and more words placed above fewer pieces', () => {
    const onePiece = at(letters, 8, 0.2);
    const twoPieces = { ...at(letters, 20, 0.6), pieces: 2 };
    expect(ranksAbove(onePiece, twoPieces, letters)).toBe(true);
    const missingWord = { ...onePiece, placed: 14 };
    expect(ranksAbove(twoPieces, missingWord, letters)).toBe(true);
  });

  it('settles exact ties by more crossings, then the smaller box, and calls the same layout equal', () => {
    // On 100 letters a crossing is worth 8 cells: 10 crossings in 220 cells balance 11 in 228.
    const a = { placed: 15, pieces: 1, crossings: 11, area: 228 };
    const b = { placed: 15, pieces: 1, crossings: 10, area: 220 };
    expect(compareLayouts(a, b, 100)).toBeLessThan(0);
    expect(compareLayouts(a, { ...a }, 100)).toBe(0);
    expect(ranksAbove(a, undefined, 100)).toBe(true);
  });

  it('makes one crossing worth more cells on a longer list, but a smaller share of its box', () => {
    // 30 words, 180 letters: 31 crossings at 0.36 lose to 30 at 0.38 (a box 5% smaller).
    expect(ranksAbove(at(180, 30, 0.38), at(180, 31, 0.36), 180)).toBe(true);
    expect(crossingWorth(180)).toBeGreaterThan(crossingWorth(90));
    expect(crossingWorth(180) / at(180, 30, 0.4).area).toBeLessThan(crossingWorth(90) / at(90, 15, 0.4).area);
  });
});
