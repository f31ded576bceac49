import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { bestMove, type Weights } from './grow-piece.ts';
import { moveBlock } from './move-block.ts';
import { type Piece, pieceOnBoard } from './piece.ts';
import type { Random } from '../../rules/prng.ts';
import { ranksAbove } from './rank-layouts.ts';

// Simulated annealing on one connected piece, with the words still outside it. A move lifts a few
// neighbouring words out (and any part that falls off with them), then puts back as many as fit,
// outside words included, where they cross most; or it shifts a whole branch of the piece rigidly.
// Moves are kept by the Metropolis rule on an energy that never lets the piece lose a word and
// rewards crossings and a small box; what remains at the end is the best piece seen by the
// product's ranking (rank-layouts.ts).

/** Starting temperature, as a share of the value of one crossing. */
const ANNEAL_HEAT = 0.5;
/** Weight of the letters' spread around their centre: it gives the box a slope to roll down. */
const SPREAD = 1;
/** Share of moves that lift a whole edge of the box, to pull it one line in. */
const SQUEEZE = 0.2;
/** Share of moves that shift a whole branch of the piece rigidly (move-block.ts). */
const BRANCH = 0.3;

export interface AnnealLimits {
  /** The probe count to stop at; asked again each step, as it may grow once no word is left outside. */
  probeLimit: (outside: number) => number;
  /** Stop after this many steps without a better piece, plus this many per word in the piece. */
  patience: number;
  patiencePerWord: number;
  /** Throws once the caller's wall-clock safety cap is passed; it never changes which layout is found. */
  checkClock: () => void;
  /** Starting temperature in box cells; by default a share of the value of one crossing. */
  heat?: number;
}

function better(board: Board, best: Piece): boolean {
  return ranksAbove(
    { placed: board.placed.length, pieces: 1, crossings: board.crossings, area: board.boxArea() },
    { placed: best.placements.length, pieces: 1, crossings: best.crossings, area: best.area },
    board.words.letters,
  );
}

/** A word and some of the words nearest to it: a region can move where single words cannot. */
function pickVictims(board: Board, random: Random): Placed[] {
  const placed = board.movableWords();
  const most = Math.min(4, placed.length, board.placed.length - 1);
  if (most < 1) return [];
  const count = 1 + random.below(most);
  const firstAt = random.below(placed.length);
  const first = placed[firstAt] ?? 0;
  const victims = [board.placementOf(first)];
  // The others nearest first, ties in board order, as a stable sort by distance would list them; drawn
  // one at a time, as a step needs only the first few of them.
  const [row, col] = [board.rowOf(first), board.colOf(first)];
  const near = new Int32Array(placed.length);
  for (let i = 0; i < placed.length; i++) {
    const w = placed[i] ?? 0;
    near[i] = Math.abs(board.rowOf(w) - row) + Math.abs(board.colOf(w) - col);
  }
  near[firstAt] = TAKEN;
  while (victims.length < count) {
    let next = -1;
    for (let i = 0; i < near.length; i++) if ((near[i] ?? TAKEN) < (near[next] ?? TAKEN)) next = i;
    if (next < 0) break;
    near[next] = TAKEN;
    if (random.next() < 0.6) victims.push(board.placementOf(placed[next] ?? 0));
  }
  return victims;
}

/** Marks a word pickVictims has already drawn or skipped. */
const TAKEN = 0x7fffffff;

/**
 * The words touching one edge of the bounding box, with the box one line smaller that moving them
 * inwards would give; undefined when one of them cannot be lifted.
 */
function squeeze(board: Board, random: Random, weights: Weights): { victims: Placed[]; weights: Weights } | undefined {
  const side = random.below(4);
  const placed = board.snapshot();
  const victims = placed.filter((p) => {
    const length = board.words.words[p.word]?.keys.length ?? 0;
    const bottom = p.dir === 0 ? p.row : p.row + length - 1;
    const right = p.dir === 0 ? p.col + length - 1 : p.col;
    return [p.row === board.top, bottom === board.bottom, p.col === board.left, right === board.right][side];
  });
  if (victims.length >= placed.length || !victims.every((v) => board.removable(v.word))) return undefined;
  const rows = board.bottom - board.top + 1;
  const cols = board.right - board.left + 1;
  return { victims, weights: { ...weights, maxRows: side < 2 ? rows - 1 : rows, maxCols: side < 2 ? cols : cols - 1 } };
}

/**
 * About e^-x for x ≥ 0, from +, × and ÷ alone: those round the same in every JavaScript engine, and
 * Math.exp need not, so the same seed anneals the same way on the server and in any browser.
 */
function falloff(x: number): number {
  return 1 / (1 + x * (1 + x * (0.5 + x * (1 / 6 + x / 24))));
}

/** Improves the piece on `board` in place; returns the words left outside it. */
export function improvePiece(
  board: Board,
  outsideAtStart: readonly number[],
  random: Random,
  weights: Weights,
  limits: AnnealLimits,
): number[] {
  let outside = [...outsideAtStart];
  const energy = () => board.boxArea() - weights.cross * board.crossings + SPREAD * board.spread();
  const snapshot = () => pieceOnBoard(board, outside);
  let best = snapshot();
  const keep = () => {
    best = snapshot();
  };
  const startProbes = board.probes;
  const heat = limits.heat ?? weights.cross * ANNEAL_HEAT;
  const patience = () => limits.patience + limits.patiencePerWord * board.placed.length;
  for (let stale = 0; stale < patience(); stale++) {
    limits.checkClock();
    const limit = limits.probeLimit(outside.length);
    if (board.probes >= limit) break;
    const temperature = heat * (1 - (board.probes - startProbes) / Math.max(1, limit - startProbes));
    const metropolis = (rise: number) => rise <= 0 || random.next() < falloff(rise / Math.max(temperature, 1e-9));
    if (random.next() < BRANCH) {
      const before = energy();
      const move = moveBlock(board, random, energy);
      if (move === undefined) continue;
      if (!metropolis(energy() - before)) {
        for (const p of move.to) board.remove(p.word);
        for (const p of move.from) board.place(p.word, p.row, p.col, p.dir);
      } else if (better(board, best)) {
        keep();
        stale = -1;
      }
      continue;
    }
    const squeezed = random.next() < SQUEEZE ? squeeze(board, random, weights) : undefined;
    const victims = squeezed?.victims ?? pickVictims(board, random);
    const moveWeights = squeezed?.weights ?? weights;
    if (victims.length === 0 && outside.length === 0) break;
    const placedBefore = board.placed.length;
    const before = energy();
    // A word crossed once is a leaf: lifting only leaves cannot cut the piece apart.
    const leavesOnly = victims.every((v) => board.crossingsOf(v.word) <= 1);
    for (const v of victims) board.remove(v.word);
    // Parts cut off from the piece by the removal go too, whole, so the piece stays connected.
    const fallen = leavesOnly ? [] : board.pieces().slice(1).flat().map((w) => board.placementOf(w));
    for (const f of fallen) board.remove(f.word);
    const lifted = [...victims, ...fallen];
    const put: number[] = [];
    // Outside words that share no letter with the piece cannot join it now; leave them be.
    const left = outside.filter((w) => !(board.words.partners[w] ?? []).some((p) => board.isPlaced(p)));
    const hopeful = outside.filter((w) => !left.includes(w));
    // Passes until nothing more fits: a word of a fallen part may only attach once its neighbour is back.
    let waiting = random.shuffle([...lifted.map((v) => v.word), ...hopeful]);
    for (let progress = true; progress && waiting.length > 0;) {
      progress = false;
      const next: number[] = [];
      for (const word of waiting) {
        const move = bestMove(board, word, moveWeights, random);
        if (move === undefined) next.push(word);
        else {
          board.place(word, move.row, move.col, move.dir);
          put.push(word);
          progress = true;
        }
      }
      waiting = next;
    }
    left.push(...waiting);
    // Nothing could move and no outside word fits: no later step can change that.
    if (lifted.length === 0 && put.length === 0) break;
    const rise = energy() - before;
    const grew = board.placed.length > placedBefore;
    if (board.placed.length >= placedBefore && (grew || metropolis(rise))) {
      outside = left;
      if (better(board, best)) {
        keep();
        stale = -1;
      }
      continue;
    }
    for (const word of put) board.remove(word);
    for (const v of lifted) board.place(v.word, v.row, v.col, v.dir);
  }
  board.clear();
  for (const p of best.placements) board.place(p.word, p.row, p.col, p.dir);
  return best.outside;
}
