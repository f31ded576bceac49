import type { Language } from '@plw/shared/constants';
import { Board } from '@plw/shared/question-types/krisskross/board';
import { compareLayouts, densityOf } from '@plw/shared/question-types/krisskross/rank-layouts';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { reachable, walkLayouts } from '@plw/shared/question-types/krisskross/walk-layouts';
import { prepareWords } from '@plw/shared/question-types/krisskross/words';

// Exhaustive references for small lists, to measure the engine's search against: the most words any
// legal connected piece can hold, and, when every word can join one piece, the most crossings and
// the best density any such layout has. They walk every connected layout once (a layout is known by
// a hash of its placements), so they are for benchmarks and tests, not for players.

export interface ReferenceOptions {
  language?: Language;
  auto?: boolean;
  /** Give up after this many layouts; the answers are then only bounds. */
  nodeLimit?: number;
}

export interface PieceReference {
  largestPiece: number;
  /** False when the node limit cut the search short. */
  complete: boolean;
  nodes: number;
}

export interface FullLayoutReference {
  /** Whether all the words fit in one connected piece; the figures below are for such layouts. */
  connected: boolean;
  maxCrossings: number;
  /** Letter cells / bounding box, best over all one-piece layouts (at any number of crossings). */
  bestDensity: number;
  /** The best density among the layouts with the most crossings. */
  densityAtMaxCrossings: number;
  /** The best one-piece layout by the product's ranking (rank-layouts.ts): what the engine aims at. */
  ranked?: { crossings: number; area: number; density: number };
  complete: boolean;
  nodes: number;
}

function setUp(questions: readonly KrissKrossQuestion[], options: ReferenceOptions) {
  const words = prepareWords(questions, options.language ?? 'English', options.auto ?? false);
  const total = words.words.reduce((sum, w) => sum + w.keys.length, 0);
  return { words, total, board: new Board(words, 2 * total + 8), limit: options.nodeLimit ?? 2_000_000 };
}

export function largestPieceReference(
  questions: readonly KrissKrossQuestion[],
  options: ReferenceOptions = {},
): PieceReference {
  const { words, board, limit } = setUp(questions, options);
  const n = words.words.length;
  let best = Math.min(n, 1);
  let nodes = 0;
  let complete = true;
  // Each piece is counted once: from its lowest-numbered word.
  for (let start = 0; start < n && best < n - start && complete; start++) {
    const pool = new Set(Array.from({ length: n - start - 1 }, (_, i) => start + 1 + i));
    const walk = walkLayouts(
      board,
      start,
      pool,
      () => {
        nodes++;
        best = Math.max(best, board.placed.length);
        return best < n - start && reachable(words, board.placed, pool) > best;
      },
      () => nodes >= limit,
    );
    complete = walk.complete;
  }
  return { largestPiece: best, complete, nodes };
}

export function fullLayoutReference(
  questions: readonly KrissKrossQuestion[],
  options: ReferenceOptions = {},
): FullLayoutReference {
  const { words, total, board, limit } = setUp(questions, options);
  const n = words.words.length;
  const pool = new Set(Array.from({ length: n - 1 }, (_, i) => i + 1));
  let maxCrossings = -1;
  let bestDensity = 0;
  let densityAtMaxCrossings = 0;
  let ranked: FullLayoutReference['ranked'];
  let nodes = 0;
  const walk = walkLayouts(board, 0, pool, () => {
    nodes++;
    if (board.placed.length < n) return reachable(words, board.placed, pool) === n;
    const area = board.boxArea();
    const density = densityOf(total, board.crossings, area);
    const here = { placed: n, pieces: 1, crossings: board.crossings, area };
    if (ranked === undefined || compareLayouts(here, { placed: n, pieces: 1, ...ranked }, total) < 0) {
      ranked = { crossings: board.crossings, area, density };
    }
    if (board.crossings > maxCrossings) densityAtMaxCrossings = 0;
    if (board.crossings >= maxCrossings) densityAtMaxCrossings = Math.max(densityAtMaxCrossings, density);
    maxCrossings = Math.max(maxCrossings, board.crossings);
    bestDensity = Math.max(bestDensity, density);
    return false;
  }, () => nodes >= limit);
  return {
    connected: maxCrossings >= 0,
    maxCrossings: Math.max(0, maxCrossings),
    bestDensity,
    densityAtMaxCrossings,
    ...(ranked === undefined ? {} : { ranked }),
    complete: walk.complete,
    nodes,
  };
}
