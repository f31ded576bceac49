import type { Board } from './board.ts';
import type { Random } from '../../rules/prng.ts';
import type { Dir } from './words.ts';

// Greedy growth of one connected piece, and the scoring of a spot that both the growth and the
// annealing use. Randomness (noise, order, seed word) makes each restart explore a different piece.

// Local copies of the direction values: code run through tsx reads an imported binding through a
// getter, which costs more than the whole inner loop.
const ACROSS: Dir = 0;
const DOWN: Dir = 1;

export interface Weights {
  /** Value of one crossing, in cells of bounding-box growth. */
  cross: number;
  /** Cost of each cell the longer side of the bounding box grows, on top of the area growth. */
  square: number;
  /** Random jitter added to each score, so restarts explore different layouts. */
  noise: number;
  /** How many attachable words (in priority order) compete for each step. */
  window: number;
  /** Pull towards the centre: cost per unit of squared distance of the word's middle from the centre. */
  pull: number;
  /** The bounding box may not grow beyond this: a tight box forces a dense layout. */
  maxRows: number;
  maxCols: number;
}

export interface Move {
  word: number;
  row: number;
  col: number;
  dir: Dir;
  score: number;
}

/** The best spot to attach `word` to the board, by crossings and growth of the bounding box. */
export function bestMove(board: Board, word: number, weights: Weights, random: Random): Move | undefined {
  const length = board.words.words[word]?.keys.length ?? 0;
  const height = board.bottom - board.top + 1;
  const width = board.right - board.left + 1;
  const area = height * width;
  const side = Math.max(height, width);
  const centreRow = board.letters === 0 ? 0 : board.sumRow / board.letters;
  const centreCol = board.letters === 0 ? 0 : board.sumCol / board.letters;
  const half = (length - 1) / 2;
  let best: Move | undefined;
  board.forEachCandidate(word, (row, col, dir, crossings) => {
    const bottom = dir === DOWN ? row + length - 1 : row;
    const h = board.heightWith(row, bottom);
    const w = board.widthWith(col, dir === ACROSS ? col + length - 1 : col);
    if (h > weights.maxRows || w > weights.maxCols) return;
    const growth = h * w - area + (Math.max(h, w) - side) * weights.square;
    const dr = (dir === DOWN ? row + half : row) - centreRow;
    const dc = (dir === ACROSS ? col + half : col) - centreCol;
    const pull = weights.pull * (dr * dr + dc * dc);
    const score = crossings * weights.cross - growth - pull + random.next() * weights.noise;
    if (best === undefined || score > best.score) best = { word, row, col, dir, score };
  });
  return best;
}

/** Starts a piece with one word near the middle of an empty board. */
export function placeSeed(board: Board, word: number, random: Random): void {
  const w = board.words.words[word];
  const dirs = w?.dirs ?? [ACROSS];
  const dir = dirs.length > 1 ? (dirs[random.below(dirs.length)] ?? ACROSS) : (dirs[0] ?? ACROSS);
  const middle = Math.floor(board.size / 2);
  const offset = Math.floor((w?.keys.length ?? 0) / 2);
  board.place(word, dir === DOWN ? middle - offset : middle, dir === ACROSS ? middle - offset : middle, dir);
}

/**
 * Grows the piece on the board with words from `pool` (in priority order) until none attaches; each
 * step places the best move among the first `weights.window` words that can attach. Returns the
 * words left over.
 */
export function growPiece(board: Board, pool: readonly number[], weights: Weights, random: Random): number[] {
  const remaining = [...pool];
  for (;;) {
    let best: Move | undefined;
    let seen = 0;
    for (const word of remaining) {
      const move = bestMove(board, word, weights, random);
      if (move === undefined) continue;
      if (best === undefined || move.score > best.score) best = move;
      if (++seen >= weights.window) break;
    }
    if (best === undefined) return remaining;
    board.place(best.word, best.row, best.col, best.dir);
    remaining.splice(remaining.indexOf(best.word), 1);
  }
}
