import type { Direction, Language } from '../../constants.ts';

// The kriss-kross layout engine's public shapes: what goes in, what comes out.

/** One question as the engine sees it; the clue stays with the caller. */
export interface KrissKrossQuestion {
  /** Unique within the list: placements refer to their question by it. */
  id: string;
  answer: string;
  /** The creator's direction. Only auto mode may leave it out (and then ignores it). */
  direction?: Direction;
}

export interface LayoutOptions {
  /** Decides how letters compare at a crossing (case folding) and nothing else. Default English. */
  language?: Language;
  /** Same questions, seed and options give the same layout. Default 1. */
  seed?: number;
  /** The engine chooses every direction ("suggest directions"). */
  auto?: boolean;
  /**
   * Search effort in thousands of cell probes; compacting a piece that holds the whole list may
   * spend up to 40% more (squeezing the main piece's box, 120% more on lists over 30 words), and on
   * lists of up to 30 words building it again by a beam search up to three times more (search-layout.ts).
   * It, not the clock, decides the result, so a layout is reproducible on any machine.
   * Default grows with the list (defaultEffort): up to about 60 ms for 30 words, a few hundred for
   * 100, on a 2-core machine.
   */
  effort?: number;
  /** A clock in milliseconds, for metrics.ms and the safety cap. Without it ms is 0 and there is no cap. */
  now?: () => number;
  /**
   * Safety cap on wall time, only with `now` (default a minute). Reaching it throws LayoutTimeoutError;
   * it never returns a different grid, so the grid depends on the input and seed alone.
   */
  maxMs?: number;
}

/** One grid cell: a whole user-perceived letter (an extended grapheme cluster). */
export interface KrissKrossCell {
  row: number;
  /**
   * Counted from the start edge of a line: the left in left-to-right scripts, the right in Arabic
   * (LANGUAGES[].dir), so Across answers always run towards higher columns in reading order.
   */
  col: number;
  letter: string;
}

export interface KrissKrossPlacement {
  questionId: string;
  /** Row and column of the answer's first letter. */
  row: number;
  col: number;
  direction: Direction;
  /** Standard crossword clue number: start cells numbered in reading order, shared by Across and Down. */
  number: number;
}

export interface LayoutMetrics {
  placed: number;
  /** Connected pieces: words are connected when they cross. */
  components: number;
  /** Cells shared by an Across and a Down answer. */
  crossings: number;
  /** rows × cols. */
  area: number;
  /** Letter cells / area. */
  density: number;
  ms: number;
}

export interface KrissKrossLayout {
  rows: number;
  cols: number;
  /** In reading order. */
  cells: KrissKrossCell[];
  /** One per question, in the order of the questions. */
  placements: KrissKrossPlacement[];
  metrics: LayoutMetrics;
}
