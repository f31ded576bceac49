import type { Board, Placed } from './board.ts';
import { ranksAbove } from './rank-layouts.ts';
import { reachable, walkLayouts } from './walk-layouts.ts';

// On a short list the search can simply try every connected layout and keep the best piece: most
// words, then the product's balance of box and crossings (rank-layouts.ts). It gives up (and the
// heuristic search takes over) when `stop` says the walk has cost too much.

export interface Piece {
  placements: Placed[];
  outside: number[];
  crossings: number;
  area: number;
}

export function exactPiece(board: Board, pool: readonly number[], stop: () => boolean): Piece | undefined {
  const words = board.words;
  const order = [...pool].sort((a, b) => a - b);
  let best: Piece | undefined;
  const better = (area: number) =>
    ranksAbove(
      { placed: board.placed.length, pieces: 1, crossings: board.crossings, area },
      best && { placed: best.placements.length, pieces: 1, crossings: best.crossings, area: best.area },
      words.letters,
    );
  // Each piece is walked once: from its first word in `order`.
  for (let i = 0; i < order.length && (best?.placements.length ?? 0) <= order.length - i; i++) {
    const rest = new Set(order.slice(i + 1));
    const walk = walkLayouts(
      board,
      order[i] ?? 0,
      rest,
      () => {
        const area = (board.bottom - board.top + 1) * (board.right - board.left + 1);
        if (better(area)) {
          const placements = board.snapshot();
          const inside = new Set(placements.map((p) => p.word));
          best = { placements, outside: pool.filter((w) => !inside.has(w)), crossings: board.crossings, area };
        }
        return reachable(words, board.placed, rest) >= (best?.placements.length ?? 0);
      },
      stop,
    );
    if (!walk.complete) return undefined;
  }
  return best;
}
