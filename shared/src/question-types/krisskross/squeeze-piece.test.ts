import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { squeezePiece } from './squeeze-piece.ts';
import { ENGLISH, expectLegalWithIslands, GROW_WEIGHTS, grownPiece } from '../../../../tests/support/krisskross/testing-pieces.ts';
import { questionsIn } from '../../../../tests/support/krisskross/testing-words.ts';

// Squeezing a grown piece: it keeps every word and every crossing, its box never grows, and the
// grid stays legal.

describe('squeezing a piece', () => {
  it('keeps its words and crossings, never grows its box and stays legal', () => {
    fc.assert(
      fc.property(questionsIn(ENGLISH, 14), fc.nat(1000), (questions, seed) => {
        const { words, board, random } = grownPiece(questions, seed);
        const before = { words: [...board.placed].sort(), crossings: board.crossings, area: board.boxArea() };
        const limits = { probeLimit: board.probes + 200_000, attempt: 20_000, retries: 1, checkClock: () => undefined };
        squeezePiece(board, random, GROW_WEIGHTS, limits);
        expect([...board.placed].sort()).toEqual(before.words);
        expect(board.crossings).toBeGreaterThanOrEqual(before.crossings);
        expect(board.boxArea()).toBeLessThanOrEqual(before.area);

        expectLegalWithIslands(questions, words, board);
      }),
      { numRuns: 30 },
    );
  });
});
