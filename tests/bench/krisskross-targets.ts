import type { Language } from '@plw/shared/constants';
import type { FullLayoutReference } from '@plw/shared/krisskross/exhaustive-reference';

// The targets of the kriss-kross issue, judged row by row. Correctness failures fail a smoke run;
// quality and speed are reported only, since a shared machine's speed is noise.

export type Mode = 'creator' | 'auto';
export type Engine = 'plw' | 'clg';

export interface Row {
  language: Language;
  size: number;
  mode: Mode;
  engine: Engine;
  placed: number;
  components: number;
  largestPiece: number;
  crossings: number;
  density: number;
  area: number;
  medianMs: number;
  /** Problems checkLayout found (for the rival: on the words it placed). */
  problems: string[];
  /** Every run gave the same layout. */
  deterministic: boolean;
  /** The exhaustive reference's largest piece, when it was run; `complete` false makes it a bound. */
  reference?: { largestPiece: number; complete: boolean };
  /** The exhaustive optimum over one-piece layouts, on the shortest lists. */
  optimum?: FullLayoutReference;
}

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean;
  kind: 'correctness' | 'quality' | 'speed';
  /**
   * Why a missed target was out of reach: `unreachable` when the exhaustive search proves no layout of
   * the list meets it; `conflict` when meeting it takes fewer crossings, which the engine ranks first.
   */
  why?: { kind: 'unreachable' | 'conflict'; text: string };
}

const SPARSE: readonly Language[] = ['Hindi', 'Malayalam', 'Tamil'];
/** The languages the quality floors below are set for. */
export const DENSE: readonly Language[] = ['English', 'German', 'Arabic'];

/** The quality floors on English, German and Arabic lists, by mode. */
export const GOALS = {
  creator: { largestShare: 0.95, density: 0.4, crossingsPerWord: 1 },
  auto: { density: 0.45, crossingsPerWord: 1.2 },
} as const;

/** How the floors are written in the tables, e.g. "≥0.40" and "≥1.0". */
export const densityFloor = (goal: number) => `≥${goal.toFixed(2)}`;
export const crossingsFloor = (goal: number) => `≥${goal.toFixed(1)}`;

/** Words a creator list of `size` must hold in its largest piece. */
export const wordsInLargestPiece = (size: number) => Math.ceil(GOALS.creator.largestShare * size);

function verdict(kind: Verdict['kind'], target: string, value: number, goal: number, atLeast = true): Verdict {
  const measured = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return { kind, target, measured, pass: atLeast ? value >= goal - 1e-9 : value <= goal + 1e-9 };
}

/** Our engine's row against every target that applies to it; `rival` is the same list's other engine. */
export function judge(row: Row, rival: Row | undefined): Verdict[] {
  const v: Verdict[] = [
    verdict('correctness', `all ${row.size} placed`, row.placed, row.size),
    { kind: 'correctness', target: 'legal, whole letters', measured: `${row.problems.length} problems`, pass: row.problems.length === 0 },
    { kind: 'correctness', target: 'deterministic', measured: row.deterministic ? 'yes' : 'no', pass: row.deterministic },
  ];
  const perWord = row.crossings / row.size;
  // Only a complete walk that found one-piece layouts bounds what a layout of this list can reach.
  const optimum = row.optimum?.complete && row.optimum.connected ? row.optimum : undefined;
  const piece = row.reference?.complete ? row.reference.largestPiece : undefined;
  const explain = (verdictOf: Verdict, why: Verdict['why'] | false | undefined): Verdict =>
    verdictOf.pass || !why ? verdictOf : { ...verdictOf, why };
  const crossingsCap = (goal: number): Verdict['why'] | undefined => {
    if (optimum === undefined || optimum.maxCrossings / row.size >= goal) return undefined;
    return { kind: 'unreachable', text: `exhaustive max ${(optimum.maxCrossings / row.size).toFixed(2)}` };
  };
  const densityCap = (goal: number): Verdict['why'] | undefined => {
    if (optimum === undefined) return undefined;
    if (optimum.bestDensity < goal) return { kind: 'unreachable', text: `exhaustive best ${optimum.bestDensity.toFixed(2)}` };
    if (optimum.densityAtMaxCrossings < goal) {
      return { kind: 'conflict', text: `at the most crossings at best ${optimum.densityAtMaxCrossings.toFixed(2)}` };
    }
    return undefined;
  };
  if (DENSE.includes(row.language)) {
    if (row.mode === 'creator') {
      const share = GOALS.creator.largestShare;
      const whole = piece !== undefined && piece < wordsInLargestPiece(row.size);
      const largest = verdict('quality', `largest ≥${Math.round(100 * share)}%`, row.largestPiece / row.size, share);
      v.push(explain(largest, whole && { kind: 'unreachable', text: `exhaustive largest ${piece}` }));
    }
    const goal = GOALS[row.mode];
    const density = verdict('quality', `density ${densityFloor(goal.density)}`, row.density, goal.density);
    v.push(explain(density, densityCap(goal.density)));
    const crossings = verdict('quality', `cross/word ${crossingsFloor(goal.crossingsPerWord)}`, perWord, goal.crossingsPerWord);
    v.push(explain(crossings, crossingsCap(goal.crossingsPerWord)));
    if (row.mode === 'auto' && rival !== undefined && rival.placed === rival.size) {
      v.push(verdict('quality', `crossings ≥clg ${rival.crossings}`, row.crossings, rival.crossings));
      const fewer = rival.crossings < row.crossings && { kind: 'conflict' as const, text: 'clg has fewer crossings' };
      v.push(explain(verdict('quality', `area ≤clg ${rival.area}`, row.area, rival.area, false), fewer));
    }
  }
  if (SPARSE.includes(row.language) && row.reference !== undefined) {
    v.push(verdict('quality', `largest = exhaustive ${row.reference.largestPiece}`, row.largestPiece, row.reference.largestPiece));
  }
  if (row.size === 30) v.push(verdict('speed', '30 words <100 ms', row.medianMs, 100, false));
  if (row.size === 100) v.push(verdict('speed', '100 words <1 s', row.medianMs, 1000, false));
  return v;
}
