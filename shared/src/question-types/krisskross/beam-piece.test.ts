import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamPiece } from './beam-piece.ts';
import { Board } from './board.ts';
import { ENGLISH, expectLegalWithIslands } from '../../../../tests/support/krisskross/testing-pieces.ts';
import { questionsIn } from '../../../../tests/support/krisskross/testing-words.ts';
import { prepareWords } from './words.ts';

// The beam search of one piece: what it returns is one legal connected piece whose figures are the
// board's own, every word is either in it or listed outside, and the same input gives the same piece.

function beamOf(questions: Parameters<typeof prepareWords>[0], width: number) {
  const words = prepareWords(questions, 'English', false);
  const board = new Board(words, 80);
  const order = words.words.map((_, i) => i).slice(1);
  const seed = { word: 0, row: 40, col: 40, dir: words.words[0]?.dirs[0] ?? 0 };
  const piece = beamPiece(board, [seed], order, { width, choices: 3, stop: () => false });
  return { words, board, piece };
}

describe('beam search of a piece', () => {
  it('returns one legal connected piece, with every other word outside it', () => {
    fc.assert(
      fc.property(questionsIn(ENGLISH, 12), fc.integer({ min: 1, max: 30 }), (questions, width) => {
        const { words, board, piece } = beamOf(questions, width);
        expect(piece).toBeDefined();
        if (piece === undefined) return;
        expect(board.placed).toEqual([]);
        for (const p of piece.placements) board.place(p.word, p.row, p.col, p.dir);
        expect(board.pieces()).toHaveLength(1);
        expect(board.crossings).toBe(piece.crossings);
        expect((board.bottom - board.top + 1) * (board.right - board.left + 1)).toBe(piece.area);
        const inside = piece.placements.map((p) => p.word);
        expect([...inside, ...piece.outside].sort((a, b) => a - b)).toEqual(questions.map((_, i) => i));
        expectLegalWithIslands(questions, words, board);
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same piece for the same words', () => {
    fc.assert(
      fc.property(questionsIn(ENGLISH, 12), (questions) => {
        expect(beamOf(questions, 20).piece).toEqual(beamOf(questions, 20).piece);
      }),
      { numRuns: 15 },
    );
  });
});
