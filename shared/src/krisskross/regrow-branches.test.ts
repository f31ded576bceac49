import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleLayout } from './assemble-layout.ts';
import { Board } from './board.ts';
import { checkLayout } from './check-layout.ts';
import { growPiece, placeSeed } from './grow-piece.ts';
import { packPieces } from './pack-pieces.ts';
import { createRandom } from './prng.ts';
import { regrowBranches } from './regrow-branches.ts';
import { questionsIn, SCRIPTS } from './testing-words.ts';
import type { KrissKrossQuestion } from './types.ts';
import { ACROSS, prepareWords } from './words.ts';

// Growing a piece's branches again around its loops: it keeps every word and every crossing, its box
// never grows, it stays one piece, and the grid stays legal.

const WEIGHTS = { cross: 10, square: 1, noise: 1, window: 2, pull: 0.1, maxRows: Infinity, maxCols: Infinity };

function grownPiece(questions: readonly KrissKrossQuestion[], seed: number) {
  const words = prepareWords(questions, 'English', false);
  const board = new Board(words, 80);
  const random = createRandom(seed);
  placeSeed(board, 0, random);
  growPiece(board, words.words.map((_, i) => i).slice(1), WEIGHTS, random);
  return { words, board, random };
}

const ENGLISH = SCRIPTS.find((s) => s.language === 'English') ?? { language: 'English', bases: 'ABCDE', signs: '' };

const area = (board: Board) => (board.bottom - board.top + 1) * (board.right - board.left + 1);

describe('regrowing the branches of a piece', () => {
  it('keeps its words and crossings, never grows its box and stays one legal piece', () => {
    fc.assert(
      fc.property(questionsIn(ENGLISH, 14), fc.nat(1000), (questions, seed) => {
        const { words, board, random } = grownPiece(questions, seed);
        const before = {
          words: [...board.placed].sort(),
          crossings: board.crossings,
          area: area(board),
          pieces: board.pieces().length,
        };
        regrowBranches(board, random, WEIGHTS, { probeLimit: board.probes + 100_000, overTime: () => false });
        expect([...board.placed].sort()).toEqual(before.words);
        expect(board.crossings).toBeGreaterThanOrEqual(before.crossings);
        expect(area(board)).toBeLessThanOrEqual(before.area);
        expect(board.pieces().length).toBeLessThanOrEqual(before.pieces);

        // Words the piece left out go in as islands of their own, so the whole list can be checked.
        const islands = questions.flatMap((_, word) => {
          const dir = words.words[word]?.dirs[0] ?? ACROSS;
          return board.isPlaced(word) ? [] : [[{ word, row: 0, col: 0, dir }]];
        });
        const packed = packPieces(words, [board.snapshot(), ...islands], false);
        expect(checkLayout(questions, assembleLayout(questions, words, packed, 0))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
