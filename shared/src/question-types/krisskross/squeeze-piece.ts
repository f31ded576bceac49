import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { bestMove, type Weights } from './grow-piece.ts';
import type { Random } from '../../rules/prng.ts';

// Shrinks a finished piece's bounding box one line at a time. Each attempt lifts the words on one
// edge and searches the box one line smaller for a layout holding every word of the piece with at
// least as many crossings, so the piece only ever gets better by the engine's ranking. Inside the
// box the search may leave words out for a while: it lifts a few words near where a waiting word
// could cross, puts back what fits, and keeps the change by late acceptance on words placed first,
// crossings second. Searching a fixed box this way succeeds far more often than trying to fit the
// lifted words back in one pass.

export interface SqueezeLimits {
  /** The probe count to stop at. */
  probeLimit: number;
  /** Probes one attempt at a smaller box may use. */
  attempt: number;
  /** Failed attempts on each side before that side is given up (until another side succeeds). */
  retries: number;
  /** Throws once the caller's wall-clock safety cap is passed; it never changes which layout is found. */
  checkClock: () => void;
}

/** Steps remembered by late acceptance: a step is kept if it is no worse than this many steps ago. */
const HISTORY = 30;
/** Most words lifted to make room in one step. */
const MAX_LIFT = 4;
/** A placed word outweighs any number of crossings a step could gain. */
const WORD_VALUE = 3;

const TOP = 0;
const BOTTOM = 1;
const LEFT = 2;
const RIGHT = 3;

function onEdge(board: Board, side: number): Placed[] {
  return board.snapshot().filter((p) => {
    const length = board.words.words[p.word]?.keys.length ?? 0;
    if (side === TOP) return p.row === board.top;
    if (side === BOTTOM) return (p.dir === 0 ? p.row : p.row + length - 1) === board.bottom;
    if (side === LEFT) return p.col === board.left;
    return (p.dir === 0 ? p.col + length - 1 : p.col) === board.right;
  });
}

/** Lifts the words and any part of the piece they held on to; returns everything lifted. */
function lift(board: Board, victims: readonly Placed[]): Placed[] {
  for (const v of victims) board.remove(v.word);
  const fallen = board
    .pieces()
    .slice(1)
    .flat()
    .map((w) => board.placementOf(w));
  for (const f of fallen) board.remove(f.word);
  return [...victims, ...fallen];
}

/** Places each word where it fits best inside the box; returns the words placed. */
function putBack(board: Board, words: readonly number[], box: Weights, random: Random): number[] {
  const put: number[] = [];
  for (const word of words) {
    const move = bestMove(board, word, box, random);
    if (move === undefined) continue;
    board.place(word, move.row, move.col, move.dir);
    put.push(word);
  }
  return put;
}

/** A few words near where `waiting` could cross the piece (or near a random word). */
function pickRoom(board: Board, waiting: number | undefined, random: Random): Placed[] {
  const movable = board.movable();
  if (movable.length < 2) return [];
  let centre = movable[random.below(movable.length)] as Placed;
  if (waiting !== undefined) {
    const partners = (board.words.partners[waiting] ?? []).filter((w) => board.isPlaced(w));
    const partner = partners[random.below(partners.length)];
    if (partner !== undefined) centre = board.placementOf(partner);
  }
  const count = 1 + random.below(Math.min(MAX_LIFT, movable.length - 1));
  const distance = (p: Placed) => Math.abs(p.row - centre.row) + Math.abs(p.col - centre.col);
  return movable.sort((a, b) => distance(a) - distance(b) || a.word - b.word).slice(0, count);
}

/** Searches the box for a layout of all `members` with at least `crossings` crossings. */
function fillBox(
  board: Board,
  members: readonly number[],
  crossings: number,
  box: Weights,
  random: Random,
  stop: () => boolean,
): boolean {
  const waiting = () => random.shuffle(members.filter((w) => !board.isPlaced(w)));
  // What fits straight away, until nothing more does.
  for (let put = 1; put > 0;) put = putBack(board, waiting(), box, random).length;
  const energy = () => WORD_VALUE * board.placed.length + board.crossings;
  let current = energy();
  const history = new Float64Array(HISTORY).fill(current);
  for (let step = 0; !stop(); step++) {
    // Bookkeeping a step does besides its probes, so effort stays a fair measure of time.
    board.probes += members.length;
    const left = waiting();
    if (left.length === 0 && board.crossings >= crossings) return true;
    const lifted = lift(board, pickRoom(board, left[0], random));
    if (lifted.length === 0) return false;
    const put = putBack(board, [...left, ...random.shuffle(lifted.map((p) => p.word))], box, random);
    const next = energy();
    const slot = step % HISTORY;
    if (next >= current || next >= (history[slot] ?? next)) current = next;
    else {
      for (const word of put) board.remove(word);
      for (const p of lifted) board.place(p.word, p.row, p.col, p.dir);
    }
    history[slot] = current;
  }
  return false;
}

/** Shrinks the piece on `board` in place; it keeps its words and never loses a crossing. */
export function squeezePiece(board: Board, random: Random, weights: Weights, limits: SqueezeLimits): void {
  // Two crossing words have only one box.
  if (board.placed.length < 3) return;
  let best = board.snapshot();
  let bestCrossings = board.crossings;
  const members = best.map((p) => p.word);
  const restore = () => {
    board.clear();
    for (const p of best) board.place(p.word, p.row, p.col, p.dir);
  };
  const allSides = () => [TOP, BOTTOM, LEFT, RIGHT].flatMap((side) => Array<number>(limits.retries).fill(side));
  let sides = allSides();
  while (sides.length > 0 && board.probes < limits.probeLimit) {
    limits.checkClock();
    const side = sides[random.below(sides.length)] ?? TOP;
    sides.splice(sides.indexOf(side), 1);
    const edge = onEdge(board, side);
    if (edge.length >= members.length || !edge.every((p) => board.removable(p.word))) continue;
    const rows = board.bottom - board.top + 1;
    const cols = board.right - board.left + 1;
    const vertical = side === TOP || side === BOTTOM;
    const box = { ...weights, maxRows: vertical ? rows - 1 : rows, maxCols: vertical ? cols : cols - 1 };
    const before = board.boxArea();
    lift(board, edge);
    const end = Math.min(limits.probeLimit, board.probes + limits.attempt);
    const stop = () => {
      limits.checkClock();
      return board.probes >= end;
    };
    if (fillBox(board, members, bestCrossings, box, random, stop) && board.boxArea() < before) {
      best = board.snapshot();
      bestCrossings = board.crossings;
      sides = allSides();
    } else restore();
  }
  restore();
}
