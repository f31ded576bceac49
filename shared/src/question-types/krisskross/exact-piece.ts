import type { Board } from './board.ts';
import type { Piece } from './piece.ts';
import { layoutValue, ranksAbove } from './rank-layouts.ts';
import { reachable, walkLayouts } from './walk-layouts.ts';
import { ACROSS } from './words.ts';

// On a short list the search can simply try every connected layout and keep the best piece: most
// words, then the product's balance of box and crossings (rank-layouts.ts). Once a layout of every
// word is known, the walk skips what cannot beat it (branch and bound). It gives up (and the heuristic
// search takes over) when `stop` says the walk has cost too much.

/**
 * Whether nothing the walk could still add to the layout on the board (the words of `rest`) can rank
 * above `best`, a layout of every word. A bound, not a guess: the box only grows, and it must hold the
 * longest word still to come; each word to come adds at most one crossing on every other letter (two
 * crossings side by side would make letters touch) and one per word it shares a letter with.
 */
function cannotBeat(board: Board, rest: ReadonlySet<number>, best: Piece): boolean {
  const words = board.words;
  let height = board.bottom - board.top + 1;
  let width = board.right - board.left + 1;
  let crossings = board.crossings;
  let eitherWay = 0;
  for (const w of rest) {
    const word = words.words[w];
    const length = word?.keys.length ?? 0;
    crossings += Math.min((length + 1) >> 1, words.partners[w]?.length ?? 0);
    if (word?.dirs.length === 2) eitherWay = Math.max(eitherWay, length);
    else if (word?.dirs[0] === ACROSS) width = Math.max(width, length);
    else height = Math.max(height, length);
  }
  // A word that may go either way needs the box to be that long in one of the two directions.
  const area = Math.min(Math.max(height, eitherWay) * width, height * Math.max(width, eitherWay));
  const value = (layout: { crossings: number; area: number }) =>
    layoutValue({ placed: 0, pieces: 1, ...layout }, words.letters);
  // The same rounding slack as the ranking's own ties (rank-layouts.ts), so a tie is never cut.
  return value({ crossings, area }) > value(best) + 1e-9;
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
        const area = board.boxArea();
        if (better(area)) {
          const placements = board.snapshot();
          const inside = new Set(placements.map((p) => p.word));
          best = { placements, outside: pool.filter((w) => !inside.has(w)), crossings: board.crossings, area };
        }
        if (reachable(words, board.placed, rest) < (best?.placements.length ?? 0)) return false;
        return best === undefined || best.placements.length < pool.length || !cannotBeat(board, rest, best);
      },
      stop,
    );
    if (!walk.complete) return undefined;
  }
  return best;
}
