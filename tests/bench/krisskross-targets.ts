import type { Language } from '@plw/shared/constants';
import type { FullLayoutReference } from '../support/krisskross/exhaustive-reference.ts';
import { compareLayouts } from '@plw/shared/question-types/krisskross/rank-layouts';

// The targets of the kriss-kross issue ("the product's decision on quality"), judged row by row and,
// for the averages, over the lists they name. Correctness and the targets fail the run; speed
// is reported only, since a shared machine's speed is noise.
//   1. Where crossword-layout-generator places every word, ours has at least its crossings and no
//      larger box (auto mode, as the rival chooses directions itself).
//   2. On every 8-word list the exhaustive walk settles, ours reaches the walk's best layout under our
//      own ranking (rank-layouts.ts).
//   3. On the English, German and Arabic lists of 15 and 30 words, the average density and crossings
//      per word reach the floors in GOALS, for each mode.

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
  /** Letters of all the answers: what the ranking weighs a crossing by. */
  letters: number;
  medianMs: number;
  /** Problems checkLayout found (for the rival: on the words it placed). */
  problems: string[];
  /** Every run gave the same layout. */
  deterministic: boolean;
  /** Every run's time, for the speed percentiles (our engine only). */
  runsMs?: number[];
  /** The exhaustive reference's largest piece, when it was run; `complete` false makes it a bound. */
  reference?: { largestPiece: number; complete: boolean };
  /** The exhaustive optimum over one-piece layouts, on the shortest lists. */
  optimum?: FullLayoutReference;
}

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean;
  kind: 'correctness' | 'target' | 'speed';
}

/** The languages whose lists target 3 averages over, and the sizes. */
export const DENSE: readonly Language[] = ['English', 'German', 'Arabic'];
export const AVERAGED_SIZES: readonly number[] = [15, 30];
/** The exhaustive walk settles lists this short; target 2 is judged on them. */
export const WALKED_SIZE = 8;

/** Target 3's floors on the averages, by mode. */
export const GOALS = {
  creator: { density: 0.42, crossingsPerWord: 0.9 },
  auto: { density: 0.46, crossingsPerWord: 1.0 },
} as const;

/** How the floors are written in the tables, e.g. "≥0.42" and "≥0.90". */
export const densityFloor = (goal: number) => `≥${goal.toFixed(2)}`;
export const crossingsFloor = (goal: number) => `≥${goal.toFixed(2)}`;

function verdict(kind: Verdict['kind'], target: string, value: number, goal: number, atLeast = true): Verdict {
  const measured = Number.isInteger(value) ? String(value) : value.toFixed(3);
  return { kind, target, measured, pass: atLeast ? value >= goal - 1e-9 : value <= goal + 1e-9 };
}

/**
 * Whether a layout with these figures reaches the exhaustive walk's best one-piece layout under the
 * product's ranking; undefined when the walk did not settle the list (cut short, or no one piece).
 */
export function reachesWalkBest(
  ours: Pick<Row, 'placed' | 'components' | 'crossings' | 'area' | 'letters'>,
  optimum: FullLayoutReference | undefined,
): boolean | undefined {
  if (!optimum?.complete || !optimum.connected || optimum.ranked === undefined) return undefined;
  const best = { placed: ours.placed, pieces: 1, crossings: optimum.ranked.crossings, area: optimum.ranked.area };
  const mine = { placed: ours.placed, pieces: ours.components, crossings: ours.crossings, area: ours.area };
  return compareLayouts(mine, best, ours.letters) <= 0;
}

/** Our engine's row against every target that applies to it; `rival` is the same list's other engine. */
export function judge(row: Row, rival: Row | undefined): Verdict[] {
  const v: Verdict[] = [
    verdict('correctness', `all ${row.size} placed`, row.placed, row.size),
    { kind: 'correctness', target: 'legal, whole letters', measured: `${row.problems.length} problems`, pass: row.problems.length === 0 },
    { kind: 'correctness', target: 'deterministic', measured: row.deterministic ? 'yes' : 'no', pass: row.deterministic },
  ];
  if (row.mode === 'auto' && rival !== undefined && rival.placed === rival.size) {
    v.push(verdict('target', `crossings ≥clg ${rival.crossings}`, row.crossings, rival.crossings));
    v.push(verdict('target', `area ≤clg ${rival.area}`, row.area, rival.area, false));
  }
  const reaches = row.size === WALKED_SIZE ? reachesWalkBest(row, row.optimum) : undefined;
  if (reaches !== undefined) {
    const best = row.optimum?.ranked;
    const measured = `${row.crossings}×/${row.area} vs ${best?.crossings}×/${best?.area}`;
    v.push({ kind: 'target', target: "= walk's best", measured, pass: reaches });
  }
  if (row.size === 30) v.push(verdict('speed', '30 words <250 ms', row.medianMs, 250, false));
  if (row.size === 100) v.push(verdict('speed', '100 words <1 s', row.medianMs, 1000, false));
  return v;
}

/** Target 3: the averages over the English, German and Arabic lists of 15 and 30 words, per mode. */
export function judgeAverages(rows: readonly Row[]): { mode: Mode; lists: number; verdicts: Verdict[] }[] {
  return (['creator', 'auto'] as const).flatMap((mode) => {
    const named = rows.filter(
      (r) => r.engine === 'plw' && r.mode === mode && DENSE.includes(r.language) && AVERAGED_SIZES.includes(r.size),
    );
    if (named.length === 0) return [];
    const mean = (f: (r: Row) => number) => named.reduce((sum, r) => sum + f(r), 0) / named.length;
    const goal = GOALS[mode];
    const verdicts = [
      verdict('target', `mean density ${densityFloor(goal.density)}`, mean((r) => r.density), goal.density),
      verdict('target', `mean x/word ${crossingsFloor(goal.crossingsPerWord)}`, mean((r) => r.crossings / r.size), goal.crossingsPerWord),
    ];
    return [{ mode, lists: named.length, verdicts }];
  });
}
