import type { Board, Placed } from './board.ts';
import { growPiece, type Weights } from './grow-piece.ts';
import type { Random } from './prng.ts';

// Compacting a finished piece by growing its branches again. The words on loops (the piece's core:
// what is left after pruning words crossed once, again and again) hold every crossing beyond a tree;
// the rest hang off the core as trees, and any word put back where it crosses something earns the
// crossing it had. So the core stays where it is and the branches are grown again around it, many
// times over with different weights and orders, and the smallest box that holds every word with at
// least as many crossings is kept (a regrowth with more crossings but a bigger box is not: this is
// for the box). Greedy growth is cheap, so this tries many more shapes than moving
// words one by one can reach.

/** Regrowths in a row without a smaller box before giving up. */
const PATIENCE = 40;

export interface RegrowLimits {
  probeLimit: number;
  overTime: () => boolean;
}

/** The words on loops: what remains after pruning words crossed at most once, repeatedly. */
function coreOf(board: Board): Set<number> {
  const crossed = new Map(board.placed.map((w) => [w, board.crossedBy(w)]));
  const degree = new Map([...crossed].map(([w, list]) => [w, list.length]));
  const core = new Set(board.placed);
  const queue = board.placed.filter((w) => (degree.get(w) ?? 0) <= 1);
  for (let w = queue.pop(); w !== undefined; w = queue.pop()) {
    if (!core.delete(w)) continue;
    for (const v of crossed.get(w) ?? []) {
      const d = (degree.get(v) ?? 0) - 1;
      degree.set(v, d);
      if (d <= 1 && core.has(v)) queue.push(v);
    }
  }
  return core;
}

function area(board: Board): number {
  return (board.bottom - board.top + 1) * (board.right - board.left + 1);
}

/**
 * Regrows the branches of the piece on `board` while probes last; the piece keeps its words, never
 * loses a crossing and never grows its box.
 */
export function regrowBranches(board: Board, random: Random, weights: Weights, limits: RegrowLimits): void {
  if (board.placed.length < 3) return;
  let best: Placed[] = board.snapshot();
  let bestCrossings = board.crossings;
  let bestArea = area(board);
  const core = coreOf(board);
  const corePlacements = best.filter((p) => core.has(p.word));
  const branches = best.filter((p) => !core.has(p.word)).map((p) => p.word);
  // A tree has no core: grow it all again from its most crossed word.
  const hub = corePlacements.length === 0
    ? best.reduce((a, b) => (board.crossedBy(b.word).length > board.crossedBy(a.word).length ? b : a))
    : undefined;
  const start = hub === undefined ? corePlacements : [hub];
  const rest = hub === undefined ? branches : branches.filter((w) => w !== hub.word);
  if (rest.length === 0) return;
  for (let stale = 0; stale < PATIENCE && board.probes < limits.probeLimit && !limits.overTime(); stale++) {
    // Clearing and placing the core touch every letter too: count them, so effort stays a measure of time.
    board.probes += 2 * board.placed.length + start.length;
    board.clear();
    for (const p of start) board.place(p.word, p.row, p.col, p.dir);
    const grow: Weights = {
      ...weights,
      cross: weights.cross * (0.5 + random.next()),
      square: random.next() * 3,
      noise: random.next() * 2,
      window: 1 + random.below(4),
      pull: random.next() * 0.5,
    };
    const left = growPiece(board, random.shuffle([...rest]), grow, random);
    const size = area(board);
    // A smaller box with no fewer crossings; a core in two parts may stay apart when the branches
    // between them grow elsewhere, so the piece must still be one.
    if (left.length === 0 && board.crossings >= bestCrossings && size < bestArea && board.pieces().length === 1) {
      best = board.snapshot();
      bestCrossings = board.crossings;
      bestArea = size;
      stale = -1;
    }
  }
  board.clear();
  for (const p of best) board.place(p.word, p.row, p.col, p.dir);
}
