import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regrowBranches } from './regrow-branches.ts';
import { boxArea, ENGLISH, expectLegalWithIslands, GROW_WEIGHTS, grownPiece } from '../../../tests/support/krisskross/testing-pieces.ts';
import { questionsIn } from '../../../tests/support/krisskross/testing-words.ts';

// Growing a piece's branches again around its loops: it keeps every word and every crossing, its box
// never grows, it stays one piece, and the grid stays legal.

describe('regrowing the branches of a piece', () => {
  it('keeps its words and crossings, never grows its box and stays one legal piece', () => {
    fc.assert(
      fc.property(questionsIn(ENGLISH, 14), fc.nat(1000), (questions, seed) => {
        const { words, board, random } = grownPiece(questions, seed);
        const before = {
          words: [...board.placed].sort(),
          crossings: board.crossings,
          area: boxArea(board),
          pieces: board.pieces().length,
        };
        regrowBranches(board, random, GROW_WEIGHTS, { probeLimit: board.probes + 100_000, overTime: () => false });
        expect([...board.placed].sort()).toEqual(before.words);
        expect(board.crossings).toBeGreaterThanOrEqual(before.crossings);
        expect(boxArea(board)).toBeLessThanOrEqual(before.area);
        expect(board.pieces().length).toBeLessThanOrEqual(before.pieces);

        expectLegalWithIslands(questions, words, board);
      }),
      { numRuns: 30 },
    );
  });
});
