import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import type { Random } from '../../rules/prng.ts';
import { ACROSS, DOWN } from './words.ts';

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

/**
 * Lifts the smaller side of the piece split at `word`: the word with every part that hangs on it, or
 * the rest (moving the rest one way is moving the branch the other). Undefined, with the board
 * unchanged, when the smaller side is still too big to shift cheaply.
 */
function liftBranch(board: Board, word: number): Placed[] | undefined {
  const own = board.placementOf(word);
  board.remove(word);
  const [main = [], ...rest] = board.pieces();
  const branch = [word, ...rest.flat()];
  const side = branch.length <= main.length ? branch : main;
  if (side.length > MAX_BLOCK) {
    board.place(own.word, own.row, own.col, own.dir);
    return undefined;
  }
  board.place(own.word, own.row, own.col, own.dir);
  const lifted = side.map((w) => board.placementOf(w));
  for (const p of lifted) board.remove(p.word);
  return lifted;
}

/** Places the branch shifted by (dr, dc) if every word fits; the crossings it made, or -1. */
function tryShift(board: Board, branch: readonly Placed[], dr: number, dc: number): number {
  const before = board.crossings;
  let placed = 0;
  for (const p of branch) {
    if (board.fits(p.word, p.row + dr, p.col + dc, p.dir) < 0) break;
    board.place(p.word, p.row + dr, p.col + dc, p.dir);
    // Placing and lifting again touch every letter too: count them, so effort stays a measure of time.
    board.probes += 2 * (board.words.words[p.word]?.keys.length ?? 0);
    placed++;
  }
  if (placed === branch.length && board.crossings > before) return board.crossings - before;
  for (let i = placed - 1; i >= 0; i--) board.remove((branch[i] as Placed).word);
  return -1;
}

/** The branch mirrored on the diagonal through its first word's start: Across becomes Down. */
function mirrored(branch: readonly Placed[]): Placed[] {
  const { row, col } = branch[0] ?? { row: 0, col: 0 };
  return branch.map((p) => {
    const dir = p.dir === ACROSS ? DOWN : ACROSS;
    return { ...p, row: row + p.col - col, col: col + p.row - row, dir };
  });
}

/** Shifts (as keys) that make some word of the branch cross a placed word; the null shift left out. */
function shiftsOf(board: Board, branch: readonly Placed[], span: number, moved: boolean): Set<number> {
  const shifts = new Set<number>();
  for (const p of branch) {
    for (const other of board.words.partners[p.word] ?? []) {
      if (!board.isPlaced(other)) continue;
      const dir = board.dirOf(other);
      if (dir === p.dir) continue;
      const [baseRow, baseCol] = [board.rowOf(other), board.colOf(other)];
      const pairs = board.words.matches(p.word, other);
      for (let j = 0; j < pairs.length; j += 2) {
        const mine = pairs[j] ?? 0;
        const theirs = pairs[j + 1] ?? 0;
        const row = dir === 1 ? baseRow + theirs : baseRow - mine;
        const col = dir === 0 ? baseCol + theirs : baseCol - mine;
        if (moved || row !== p.row || col !== p.col) {
          shifts.add((row - p.row + board.size) * span + col - p.col + board.size);
        }
      }
    }
  }
  return shifts;
}

/**
 * Moves the branch of a random word to the shift that lowers `energy` most (with a little noise),
 * leaving it on the board; undefined when no other legal shift exists, with the board unchanged. When
 * every word of the branch may take either direction, its mirror image is tried too.
 */
export function moveBlock(board: Board, random: Random, energy: () => number): BlockMove | undefined {
  const movable = board.placed.filter((w) => board.removable(w));
  const word = movable[random.below(movable.length)];
  if (word === undefined || board.placed.length < 3) return undefined;
  const from = liftBranch(board, word);
  if (from === undefined) return undefined;
  const free = from.every((p) => (board.words.words[p.word]?.dirs.length ?? 1) > 1);
  const span = 2 * board.size;
  let best: { shape: Placed[]; dr: number; dc: number; score: number } | undefined;
  for (const shape of free ? [from, mirrored(from)] : [from]) {
    for (const key of shiftsOf(board, shape, span, shape !== from)) {
      const dr = Math.floor(key / span) - board.size;
      const dc = (key % span) - board.size;
      if (tryShift(board, shape, dr, dc) < 0) continue;
      const score = energy() + random.next();
      if (best === undefined || score < best.score) best = { shape, dr, dc, score };
      for (let i = shape.length - 1; i >= 0; i--) board.remove((shape[i] as Placed).word);
    }
  }
  const to = best === undefined ? from : best.shape.map((p) => ({ ...p, row: p.row + best.dr, col: p.col + best.dc }));
  for (const p of to) board.place(p.word, p.row, p.col, p.dir);
  return best === undefined ? undefined : { from, to };
}
