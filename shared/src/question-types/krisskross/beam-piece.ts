import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { type Piece, pieceBeats } from './piece.ts';
import { crossingWorth } from './rank-layouts.ts';

// A beam search for one piece: grow many partial layouts side by side, one word at a time, and keep
// only the most promising `width` of them after each step. Unlike a greedy restart, which commits to
// its first choices, the beam keeps a choice open until the words after it show whether it packs well;
// unlike the annealing, it builds the piece from nothing, so it reaches shapes a local move cannot.

export interface BeamSettings {
  /** Partial layouts kept after each step. */
  width: number;
  /** Each layout grows by each of the first `choices` waiting words (in `order`) that can attach. */
  choices: number;
  /** True once the beam has cost enough: it then narrows to one layout and finishes greedily. */
  stop: () => boolean;
}

interface Child {
  parent: number;
  step: Placed;
  score: number;
}

/** The density a well-packed piece reaches: a partial layout is judged against it (see `promise`). */
const TARGET_DENSITY = 0.5;

/** A 32-bit hash of a layout, the same wherever the layout lies on the board. */
function shapeHash(board: Board): number {
  let hash = 0;
  for (const w of board.placed) {
    let h = Math.imul(w + 1, 0x9e3779b1) ^ Math.imul(board.rowOf(w) - board.top + 1, 0x85ebca6b);
    h ^= Math.imul(board.colOf(w) - board.left + 1, 0xc2b2ae35) ^ (board.dirOf(w) << 30);
    h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f);
    hash = (hash + (h ^ (h >>> 13))) | 0;
  }
  return hash;
}

/**
 * The best piece by the ranking that the beam grows from `seeds` (single words) with the words of
 * `order`, most promising first; undefined without seeds. The board is left empty.
 */
export function beamPiece(
  board: Board,
  seeds: readonly Placed[],
  order: readonly number[],
  settings: BeamSettings,
): Piece | undefined {
  const words = board.words;
  const worth = crossingWorth(words.letters);
  // Lower is better: the ranking's value, less the box the placed letters would need at the target
  // density, so layouts that hold different words compare by how well they use their box.
  const promise = () =>
    board.boxArea() - worth * board.crossings - (board.letters - board.crossings) / TARGET_DENSITY;
  const restore = (placements: readonly Placed[]) => {
    board.clear();
    board.probes += placements.length;
    for (const p of placements) board.place(p.word, p.row, p.col, p.dir);
  };
  let beam: Placed[][] = seeds.map((seed) => [seed]);
  let best: Piece | undefined;
  while (beam.length > 0) {
    // Children are kept as a step from their parent until they survive the cut: most never do.
    const next = new Map<number, Child>();
    beam.forEach((placements, parent) => {
      restore(placements);
      const piece = { placements, outside: [], crossings: board.crossings, area: board.boxArea() };
      if (pieceBeats(piece, best, words.letters)) best = piece;
      let tried = 0;
      for (const word of order) {
        if (board.isPlaced(word)) continue;
        let attaches = false;
        board.forEachCandidate(word, (row, col, dir) => {
          attaches = true;
          board.place(word, row, col, dir);
          const hash = shapeHash(board);
          if (!next.has(hash)) next.set(hash, { parent, step: { word, row, col, dir }, score: promise() });
          board.remove(word);
        });
        if (attaches && ++tried >= settings.choices) break;
      }
    });
    // Out of budget, the beam narrows to the single most promising layout and finishes greedily.
    const kept = [...next.values()].sort((a, b) => a.score - b.score).slice(0, settings.stop() ? 1 : settings.width);
    beam = kept.map((child) => [...(beam[child.parent] ?? []), child.step]);
  }
  board.clear();
  if (best === undefined) return undefined;
  const inside = new Set(best.placements.map((p) => p.word));
  return { ...best, outside: order.filter((w) => !inside.has(w)) };
}
