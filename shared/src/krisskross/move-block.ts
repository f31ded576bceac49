import type { Board, Placed } from './board.ts';
import type { Random } from './prng.ts';

// A rigid move of a whole branch of the piece: the word chosen and every part that would fall off
// without it shift together to where they cross the rest again. A piece that is mostly a tree can
// fold a long arm into a gap this way, which moving its words one by one (each must cross the rest
// at every step) almost never finds.

/** Branches of more words than this cost too many probes per spot to try. */
const MAX_BLOCK = 12;

export interface BlockMove {
  /** The branch where it was, to put back if the move is not kept. */
  from: Placed[];
  /** The same words where they went. */
  to: Placed[];
}

/** Lifts the branch hanging on `word`; undefined (board unchanged) when it is most of the piece. */
function liftBranch(board: Board, word: number): Placed[] | undefined {
  const own = board.placementOf(word);
  board.remove(word);
  const pieces = board.pieces();
  const branch = pieces.slice(1).flat();
  if (branch.length + 1 > Math.min(MAX_BLOCK, board.placed.length - branch.length - 1)) {
    board.place(own.word, own.row, own.col, own.dir);
    return undefined;
  }
  const lifted = [own, ...branch.map((w) => board.placementOf(w))];
  for (const w of branch) board.remove(w);
  return lifted;
}

/** Places the branch shifted by (dr, dc) if every word fits; the crossings it made, or -1. */
function tryShift(board: Board, branch: readonly Placed[], dr: number, dc: number): number {
  const before = board.crossings;
  let placed = 0;
  for (const p of branch) {
    if (board.fits(p.word, p.row + dr, p.col + dc, p.dir) < 0) break;
    board.place(p.word, p.row + dr, p.col + dc, p.dir);
    placed++;
  }
  if (placed === branch.length && board.crossings > before) return board.crossings - before;
  for (let i = placed - 1; i >= 0; i--) board.remove((branch[i] as Placed).word);
  return -1;
}

/**
 * Moves the branch of a random word to the shift that lowers `energy` most (with a little noise),
 * leaving it on the board; undefined when no other legal shift exists, with the board unchanged.
 */
export function moveBlock(board: Board, random: Random, energy: () => number): BlockMove | undefined {
  const movable = board.placed.filter((w) => board.removable(w));
  const word = movable[random.below(movable.length)];
  if (word === undefined || board.placed.length < 3) return undefined;
  const from = liftBranch(board, word);
  if (from === undefined) return undefined;
  const shifts = new Set<number>();
  const span = 2 * board.size;
  for (const p of from) {
    for (const other of board.words.partners[p.word] ?? []) {
      if (!board.isPlaced(other)) continue;
      const q = board.placementOf(other);
      if (q.dir === p.dir) continue;
      const pairs = board.words.matches(p.word, other);
      for (let j = 0; j < pairs.length; j += 2) {
        const mine = pairs[j] ?? 0;
        const theirs = pairs[j + 1] ?? 0;
        const row = q.dir === 1 ? q.row + theirs : q.row - mine;
        const col = q.dir === 0 ? q.col + theirs : q.col - mine;
        if (row !== p.row || col !== p.col) shifts.add((row - p.row + board.size) * span + col - p.col + board.size);
      }
    }
  }
  let best: { dr: number; dc: number; score: number } | undefined;
  for (const key of shifts) {
    const dr = Math.floor(key / span) - board.size;
    const dc = (key % span) - board.size;
    if (tryShift(board, from, dr, dc) < 0) continue;
    const score = energy() + random.next();
    if (best === undefined || score < best.score) best = { dr, dc, score };
    for (let i = from.length - 1; i >= 0; i--) board.remove((from[i] as Placed).word);
  }
  const shift = best ?? { dr: 0, dc: 0 };
  const to = from.map((p) => ({ ...p, row: p.row + shift.dr, col: p.col + shift.dc }));
  for (const p of to) board.place(p.word, p.row, p.col, p.dir);
  return best === undefined ? undefined : { from, to };
}
