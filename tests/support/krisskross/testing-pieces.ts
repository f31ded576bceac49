import { expect } from 'vitest';
import { assembleLayout } from '@plw/shared/question-types/krisskross/assemble-layout';
import { Board } from '@plw/shared/question-types/krisskross/board';
import { checkLayout } from '@plw/shared/question-types/krisskross/check-layout';
import { growPiece, placeSeed } from '@plw/shared/question-types/krisskross/grow-piece';
import { packPieces } from '@plw/shared/question-types/krisskross/pack-pieces';
import { createRandom } from '@plw/shared/rules/prng';
import { SCRIPTS } from './testing-words.ts';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { ACROSS, prepareWords, type WordSet } from '@plw/shared/question-types/krisskross/words';

// For the tests of the passes that rework one grown piece (squeezing): the piece to work
// on, its box, and the check that the whole list still makes a legal grid around it.

export const GROW_WEIGHTS = {
  cross: 10,
  square: 1,
  noise: 1,
  window: 2,
  pull: 0.1,
  maxRows: Infinity,
  maxCols: Infinity,
};

export const ENGLISH = SCRIPTS.find((s) => s.language === 'English') ?? { language: 'English', bases: 'ABCDE', signs: '' };

/** One piece grown greedily from the first word of English `questions`. */
export function grownPiece(questions: readonly KrissKrossQuestion[], seed: number) {
  const words = prepareWords(questions, 'English', false);
  const board = new Board(words, 80);
  const random = createRandom(seed);
  placeSeed(board, 0, random);
  growPiece(board, words.words.map((_, i) => i).slice(1), GROW_WEIGHTS, random);
  return { words, board, random };
}

/** Words the piece left out go in as islands of their own, and the whole list must make a legal grid. */
export function expectLegalWithIslands(questions: readonly KrissKrossQuestion[], words: WordSet, board: Board) {
  const islands = questions.flatMap((_, word) => {
    const dir = words.words[word]?.dirs[0] ?? ACROSS;
    return board.isPlaced(word) ? [] : [[{ word, row: 0, col: 0, dir }]];
  });
  const packed = packPieces(words, [board.snapshot(), ...islands], false);
  expect(checkLayout(questions, assembleLayout(questions, words, packed, 0))).toEqual([]);
}
