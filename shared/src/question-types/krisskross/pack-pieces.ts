import type { Placed } from './board-cells.ts';
import { createRandom } from '../../rules/prng.ts';
import { ACROSS, DOWN, type WordSet } from './words.ts';

// Pieces that share no letter are laid out together as compactly as legality allows: a piece may sit
// in a gap of another as long as no letter of it touches a letter of another piece side by side.

interface Shape {
  placements: Placed[];
  height: number;
  width: number;
  cells: number[][];
}

export interface Packed {
  placements: Placed[];
  rows: number;
  cols: number;
}

function shapeOf(words: WordSet, piece: readonly Placed[]): Shape {
  const cells = new Map<string, number[]>();
  for (const p of piece) {
    const length = words.words[p.word]?.keys.length ?? 0;
    for (let k = 0; k < length; k++) {
      const cell = p.dir === ACROSS ? [p.row, p.col + k] : [p.row + k, p.col];
      cells.set(cell.join(), cell);
    }
  }
  const list = [...cells.values()];
  const top = Math.min(...list.map((c) => c[0] ?? 0));
  const left = Math.min(...list.map((c) => c[1] ?? 0));
  const shifted = list.map(([r = 0, c = 0]) => [r - top, c - left]);
  return {
    placements: piece.map((p) => ({ ...p, row: p.row - top, col: p.col - left })),
    height: Math.max(...shifted.map((c) => c[0] ?? 0)) + 1,
    width: Math.max(...shifted.map((c) => c[1] ?? 0)) + 1,
    cells: shifted,
  };
}

/** The same piece mirrored on its diagonal: every Across becomes Down. Only auto mode may do this. */
function transposed(shape: Shape): Shape {
  return {
    placements: shape.placements.map((p) => ({
      word: p.word,
      row: p.col,
      col: p.row,
      dir: p.dir === ACROSS ? DOWN : ACROSS,
    })),
    height: shape.width,
    width: shape.height,
    cells: shape.cells.map(([r = 0, c = 0]) => [c, r]),
  };
}

/** Counts the grid lookups packing makes, so they are paid for from the search's effort like probes. */
export interface Work {
  probes: number;
}

/**
 * What a bounding box costs: its area, made dearer as it grows longer than wide (or the reverse) beyond
 * 3:2, so islands gather into a grid that fits a screen instead of a thin strip.
 */
function packingCost(height: number, width: number): number {
  const aspect = Math.max(height, width) / Math.min(height, width);
  return aspect > 1.5 ? (height * width * aspect) / 1.5 : height * width;
}

function packInto(shapes: readonly Shape[], size: number, auto: boolean, work: Work): Packed | undefined {
  const blocked = new Uint8Array(size * size);
  const placements: Placed[] = [];
  let [top, left, bottom, right] = [0, 0, -1, -1];
  for (const shape of shapes) {
    let best: { shape: Shape; row: number; col: number; cost: number; side: number } | undefined;
    for (const option of auto ? [shape, transposed(shape)] : [shape]) {
      const offsets = Int32Array.from(option.cells, ([r = 0, c = 0]) => r * size + c);
      const first = bottom < top;
      const rowFrom = first ? (size - option.height) >> 1 : Math.max(1, top - option.height - 1);
      const colFrom = first ? (size - option.width) >> 1 : Math.max(1, left - option.width - 1);
      const rowTo = first ? rowFrom : Math.min(size - option.height - 1, bottom + 2);
      const colTo = first ? colFrom : Math.min(size - option.width - 1, right + 2);
      for (let row = rowFrom; row <= rowTo; row++) {
        for (let col = colFrom; col <= colTo; col++) {
          const h = first ? option.height : Math.max(bottom, row + option.height - 1) - Math.min(top, row) + 1;
          const w = first ? option.width : Math.max(right, col + option.width - 1) - Math.min(left, col) + 1;
          const side = Math.max(h, w);
          const cost = packingCost(h, w);
          work.probes++;
          if (best !== undefined && (cost > best.cost || (cost === best.cost && side >= best.side))) continue;
          const base = row * size + col;
          let k = 0;
          while (k < offsets.length && blocked[base + (offsets[k] ?? 0)] === 0) k++;
          work.probes += k;
          if (k === offsets.length) best = { shape: option, row, col, cost, side };
        }
      }
    }
    if (best === undefined) return undefined;
    const { shape: chosen, row, col } = best;
    for (const [r = 0, c = 0] of chosen.cells) {
      const i = (row + r) * size + col + c;
      for (const j of [i, i - 1, i + 1, i - size, i + size]) blocked[j] = 1;
    }
    placements.push(...chosen.placements.map((p) => ({ ...p, row: p.row + row, col: p.col + col })));
    [top, left] = bottom < top ? [row, col] : [Math.min(top, row), Math.min(left, col)];
    bottom = Math.max(bottom, row + chosen.height - 1);
    right = Math.max(right, col + chosen.width - 1);
  }
  return {
    placements: placements.map((p) => ({ ...p, row: p.row - top, col: p.col - left })),
    rows: bottom - top + 1,
    cols: right - left + 1,
  };
}

/** Up to this many islands every order of them is tried (4! = 24 packings). */
const ALL_ORDERS_UP_TO = 4;
/** Seeded shuffles of the islands tried besides biggest first; fewer when there are many islands. */
const SHUFFLES = 12;
const MANY_PIECES = 12;
const FEW_SHUFFLES = 2;

/**
 * Orders to try after biggest first: every order of the islands when there are few, a few seeded
 * shuffles otherwise. Greedy packing is sensitive to order, and trying several costs little.
 */
function islandOrders(count: number): number[][] {
  const rest = Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 1);
  if (rest.length <= 1) return [[0, ...rest]];
  if (rest.length <= ALL_ORDERS_UP_TO) {
    const orders: number[][] = [];
    const permute = (done: number[], left: number[]): void => {
      if (left.length === 0) orders.push([0, ...done]);
      for (const x of left) permute([...done, x], left.filter((y) => y !== x));
    };
    permute([], rest);
    return orders;
  }
  // A fixed stream: the same pieces always pack the same way, whatever the search's seed.
  const random = createRandom(count);
  const tries = count > MANY_PIECES ? FEW_SHUFFLES : SHUFFLES;
  return [[0, ...rest], ...Array.from({ length: tries }, () => [0, ...random.shuffle([...rest])])];
}

/**
 * Lays the pieces out together, the biggest first, each where it grows the bounding box least; of
 * the island orders tried, the one with the cheapest box wins (biggest first on a tie).
 */
export function packPieces(
  words: WordSet,
  pieces: readonly (readonly Placed[])[],
  auto: boolean,
  work: Work = { probes: 0 },
): Packed {
  const shapes = pieces.map((p) => shapeOf(words, p)).sort((a, b) => b.cells.length - a.cells.length);
  const room = shapes.reduce((sum, s) => sum + (s.height + 1) * (s.width + 1), 0);
  const largest = Math.max(...shapes.map((s) => Math.max(s.height, s.width)));
  let best: Packed | undefined;
  for (const order of islandOrders(shapes.length)) {
    const ordered = order.map((i) => shapes[i] as Shape);
    // A square of twice the total room always fits; a smaller one is tried first to stay cheap.
    for (let size = 2 * Math.ceil(Math.sqrt(room)) + 2 * largest + 6; ; size *= 2) {
      const packed = packInto(ordered, size, auto, work);
      if (packed === undefined) continue;
      const cost = packingCost(packed.rows, packed.cols);
      if (best === undefined || cost < packingCost(best.rows, best.cols)) best = packed;
      break;
    }
  }
  return best as Packed;
}
