import type { Language } from '@plw/shared/constants';
import { fullLayoutReference, largestPieceReference } from '../support/krisskross/exhaustive-reference.ts';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { drawList, type FixtureEntry } from './krisskross-lists.ts';
import { crossingsFloor, densityFloor, GOALS, type Mode, reachesWalkBest, type Row } from './krisskross-targets.ts';

// How often can the quality floors be met at all? The exhaustive search walks every one-piece layout
// of many random short lists drawn like the benchmark's own, and counts the lists where each floor is
// within reach, and where all of them hold at once at the layout the product's ranking puts first
// (rank-layouts.ts). What no layout of a list reaches, no engine can. On every list the walk settles,
// our engine must reach that first-ranked layout (the issue's target 2).

/** Share of a creator list of 15 words that its largest piece should hold, shown for information. */
const LARGEST_SHARE = 0.95;
const wordsInLargestPiece = (size: number) => Math.ceil(LARGEST_SHARE * size);

type Measured = Pick<Row, 'placed' | 'components' | 'crossings' | 'area' | 'letters'>;
export type RunEngine = (language: Language, list: KrissKrossQuestion[], mode: Mode) => Measured;

/** Lists where a floor is met by some layout, proven out of reach, or unknown (walk cut short). */
export interface Reach {
  yes: number;
  no: number;
  unknown: number;
}

export interface ReachRow {
  language: Language;
  mode: Mode;
  size: number;
  draws: number;
  onePiece: Reach;
  crossings: Reach;
  density: Reach;
  /** Every floor at once, at the layout the ranking puts first. */
  allAtBest: Reach;
  /** Settled lists where our engine reaches the walk's first-ranked layout, and where it does not. */
  engineReached: number;
  engineMissed: number;
  /** The settled lists our engine missed, by draw. */
  missedDraws: number[];
}

const tally = (): Reach => ({ yes: 0, no: 0, unknown: 0 });

/** Counts a floor: met by a layout found is certain; missed is proof only if the walk was complete. */
function count(reach: Reach, met: boolean, complete: boolean): void {
  if (met) reach.yes++;
  else if (complete) reach.no++;
  else reach.unknown++;
}

export function reachRow(
  language: Language,
  fixture: readonly FixtureEntry[],
  mode: Mode,
  options: { size: number; draws: number; nodeLimit: number },
  runEngine: RunEngine,
): ReachRow {
  const { size, draws, nodeLimit } = options;
  const goal = GOALS[mode];
  const row: ReachRow = {
    language,
    mode,
    size,
    draws,
    onePiece: tally(),
    crossings: tally(),
    density: tally(),
    allAtBest: tally(),
    engineReached: 0,
    engineMissed: 0,
    missedDraws: [],
  };
  // Draw 0 is the benchmark's own list; the others are fresh lists of the same size.
  for (let draw = 1; draw <= draws; draw++) {
    const list = drawList(fixture, size, draw);
    const optimum = fullLayoutReference(list, { language, auto: mode === 'auto', nodeLimit });
    const { connected, complete } = optimum;
    // The walk covers one-piece layouts only: the other floors are settled only where one exists.
    const settled = complete && connected;
    const crossings = connected && optimum.maxCrossings >= goal.crossingsPerWord * size;
    count(row.onePiece, connected, complete);
    count(row.crossings, crossings, settled);
    count(row.density, connected && optimum.bestDensity >= goal.density, settled);
    // The first-ranked layout is known once every layout was seen.
    const best = optimum.ranked;
    const meets = best !== undefined && best.crossings >= goal.crossingsPerWord * size && best.density >= goal.density;
    const allAtBest = settled && meets;
    count(row.allAtBest, allAtBest, settled);
    if (!settled) continue;
    const reached = reachesWalkBest(runEngine(language, list, mode), optimum);
    if (reached === true) row.engineReached++;
    if (reached === false) {
      row.engineMissed++;
      row.missedDraws.push(draw);
    }
  }
  return row;
}

/** Lists of `size` words, with the creator's directions, that can hold 95% of their words in one piece. */
export function pieceReach(
  language: Language,
  fixture: readonly FixtureEntry[],
  options: { size: number; draws: number; nodeLimit: number },
): Reach {
  const reach = tally();
  const needed = wordsInLargestPiece(options.size);
  for (let draw = 1; draw <= options.draws; draw++) {
    const list = drawList(fixture, options.size, draw);
    const piece = largestPieceReference(list, { language, nodeLimit: options.nodeLimit });
    count(reach, piece.largestPiece >= needed, piece.complete);
  }
  return reach;
}

export function printReach(rows: readonly ReachRow[], pieces: ReadonlyMap<Language, Reach>, pieceSize: number): void {
  const first = rows[0];
  if (first === undefined) return;
  console.log(`\nCan the floors be met at all? The exhaustive search over ${first.draws} other random lists of ${first.size} words`);
  console.log('drawn like the ones above: lists where some layout meets it / proven none does / not settled (the walk hit');
  console.log('its node limit, or, for the floors after it, no layout holds every word in one piece).');
  console.log("The last column: settled lists where our engine reaches the walk's first-ranked layout / misses it.");
  const header = ['language', 'mode', 'one piece', 'cross/word', 'density', 'all at first-ranked', "engine = walk's best"];
  const widths = [9, 8, 11, 18, 18, 20, 0];
  const cell = (r: Reach) => `${r.yes}/${r.no}/${r.unknown}`;
  const print = (values: string[]) => console.log(values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' ').trimEnd());
  print(header);
  for (const row of rows) {
    const goal = GOALS[row.mode];
    print([
      row.language,
      row.mode,
      cell(row.onePiece),
      `${crossingsFloor(goal.crossingsPerWord)} ${cell(row.crossings)}`,
      `${densityFloor(goal.density)} ${cell(row.density)}`,
      cell(row.allAtBest),
      `${row.engineReached}/${row.engineMissed}${row.missedDraws.length > 0 ? ` (missed draws ${row.missedDraws.join(',')})` : ''}`,
    ]);
  }
  const piecesLine = [...pieces].map(([language, r]) => `${language} ${cell(r)}`).join(', ');
  if (piecesLine !== '') console.log(`Largest piece ≥95% with the creator's directions, lists of ${pieceSize} words: ${piecesLine}.`);
}
