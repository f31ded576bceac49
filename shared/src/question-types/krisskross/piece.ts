import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { ranksAbove } from './rank-layouts.ts';

// One connected piece as every part of the search keeps it (the exhaustive walk, the restarts, the
// beam, the annealing), and the ranking of two pieces of the same pool.

export interface Piece {
  placements: Placed[];
  /** Words of the pool not in the piece. */
  outside: number[];
  crossings: number;
  /** Bounding box, in cells. */
  area: number;
}

/** The piece on the board, with the words of its pool left `outside` it. */
export function pieceOnBoard(board: Board, outside: number[]): Piece {
  return { placements: board.snapshot(), outside, crossings: board.crossings, area: board.boxArea() };
}

/** Whether piece `a` ranks above piece `b` (`b` undefined: nothing to beat yet). */
export function pieceBeats(a: Piece, b: Piece | undefined, letters: number): boolean {
  const ranked = (p: Piece) => ({ placed: p.placements.length, pieces: 1, crossings: p.crossings, area: p.area });
  return ranksAbove(ranked(a), b && ranked(b), letters);
}
