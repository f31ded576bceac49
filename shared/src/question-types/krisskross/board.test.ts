import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH, grownPiece } from '../../../../tests/support/krisskross/testing-pieces.ts';
import { questionsIn } from '../../../../tests/support/krisskross/testing-words.ts';
import { ACROSS } from './words.ts';

// The board's bookkeeping as words come and go: its box, crossing count and pieces always match what
// the placed words themselves give.

describe('the board', () => {
  it('keeps its box, crossings and pieces true to the placed words while words are lifted and put back', () => {
    const moveList = fc.array(fc.nat(), { maxLength: 20 });
    fc.assert(
      fc.property(questionsIn(ENGLISH, 14), fc.nat(1000), moveList, (list, seed, moves) => {
        const { words, board } = grownPiece(list, seed);
        const lifted: ReturnType<typeof board.placementOf>[] = [];
        const expectTrue = () => {
          const spans = board.placed.map((w) => {
            const p = board.placementOf(w);
            const length = words.words[w]?.keys.length ?? 0;
            return p.dir === ACROSS
              ? { top: p.row, left: p.col, bottom: p.row, right: p.col + length - 1 }
              : { top: p.row, left: p.col, bottom: p.row + length - 1, right: p.col };
          });
          const box = spans.length === 0
            ? { top: 0, left: 0, bottom: -1, right: -1 }
            : {
                top: Math.min(...spans.map((s) => s.top)),
                left: Math.min(...spans.map((s) => s.left)),
                bottom: Math.max(...spans.map((s) => s.bottom)),
                right: Math.max(...spans.map((s) => s.right)),
              };
          expect({ top: board.top, left: board.left, bottom: board.bottom, right: board.right }).toEqual(box);
          const crossings = board.placed.reduce((sum, w) => sum + board.crossingsOf(w), 0) / 2;
          expect(board.crossings).toBe(crossings);
          const grouped = board.pieces();
          expect(grouped.flat().sort((a, b) => a - b)).toEqual([...board.placed].sort((a, b) => a - b));
          const sizes = grouped.map((g) => g.length);
          expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
        };
        expectTrue();
        for (const pick of moves) {
          const back = pick % 3 === 0 ? lifted.pop() : undefined;
          if (back !== undefined) board.place(back.word, back.row, back.col, back.dir);
          else if (board.placed.length > 0) {
            const word = board.placed[pick % board.placed.length] ?? 0;
            if (!board.removable(word)) continue;
            lifted.push(board.placementOf(word));
            board.remove(word);
          }
          expectTrue();
        }
        board.clear();
        expectTrue();
        expect(board.letters).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});
