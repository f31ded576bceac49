// The product's order on kriss-kross layouts, used by every part of the engine that keeps one layout
// over another (the exhaustive walk, the restarts, the annealing) and by the benchmark's references.
//
// 1. More words placed in the piece, then fewer pieces: a grid in one piece is what makes it a puzzle.
// 2. Then the lower value of   area − CROSSING_WORTH × √letters × crossings,   in box cells: a compact
//    grid matters more to a player on a phone than one more crossing. A crossing is worth 0.8√letters
//    cells of box: about 4% of a good 15-word box (6 letters a word at density 0.4: 7.6 of 190
//    cells) and 2.5% of a 30-word one. So one more crossing still wins over a box a few cells
//    smaller, and a clearly smaller box wins over one more crossing: 15 crossings at density 0.39 beat
//    16 at 0.29 (a third smaller box). The weight was chosen on the benchmark (tests/bench/krisskross.ts):
//    2 kept boxes that sprawl, below 0.6 layouts lose crossings without getting smaller.
// 3. Ties go to more crossings, then the smaller box, so the order is total and the same everywhere.
// The worth grows with √letters, not with letters, because a layout's box grows with its letters
// while one crossing stays one crossing: on long lists a crossing buys a smaller share of the box.

export const CROSSING_WORTH = 0.8;

export interface RankedLayout {
  /** Words placed (in the piece being built, or in the whole layout). */
  placed: number;
  /** Connected pieces; 1 when ranking one piece. */
  pieces: number;
  crossings: number;
  /** Bounding box, in cells. */
  area: number;
}

/** Box cells one crossing is worth on a list with this many letters (the sum of its answers' lengths). */
export function crossingWorth(letters: number): number {
  return CROSSING_WORTH * Math.sqrt(Math.max(letters, 1));
}

/** The balance of box and crossings, lower is better, in box cells. */
export function layoutValue(layout: RankedLayout, letters: number): number {
  return layout.area - crossingWorth(letters) * layout.crossings;
}

/** Negative when `a` ranks above `b`, positive when below, 0 when the ranking cannot tell them apart. */
export function compareLayouts(a: RankedLayout, b: RankedLayout, letters: number): number {
  if (a.placed !== b.placed) return b.placed - a.placed;
  if (a.pieces !== b.pieces) return a.pieces - b.pieces;
  const value = layoutValue(a, letters) - layoutValue(b, letters);
  if (Math.abs(value) > 1e-9) return value;
  if (a.crossings !== b.crossings) return b.crossings - a.crossings;
  return a.area - b.area;
}

/** Whether `a` ranks strictly above `b` (`b` undefined: nothing to beat yet). */
export function ranksAbove(a: RankedLayout, b: RankedLayout | undefined, letters: number): boolean {
  return b === undefined || compareLayouts(a, b, letters) < 0;
}

/** Density of a layout: letter cells (letters less crossings) per cell of its box. */
export function densityOf(letters: number, crossings: number, area: number): number {
  return area === 0 ? 0 : (letters - crossings) / area;
}
