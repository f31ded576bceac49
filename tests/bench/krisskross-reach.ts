import type { Language } from '@plw/shared/constants';
import { fullLayoutReference, largestPieceReference } from '@plw/shared/krisskross/exhaustive-reference';
import { drawList, type FixtureEntry } from './krisskross-lists.ts';
import { crossingsFloor, densityFloor, GOALS, type Mode, wordsInLargestPiece } from './krisskross-targets.ts';

// How often can the quality floors be met at all? The exhaustive search walks every one-piece layout
// of many random short lists drawn like the benchmark's own, and counts the lists where each floor is
// within reach, and where all of them hold at once at the layout the order ranks first (most
// crossings, then smallest area). What no layout of a list reaches, no engine can.

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
  /** Every floor at once, at the most crossings and the smallest box with them. */
  allAtBest: Reach;
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
): ReachRow {
  const { size, draws, nodeLimit } = options;
  const goal = GOALS[mode];
  // The walk answers "all words in one piece", which is the creator's floor only on short lists.
  if (wordsInLargestPiece(size) < size) throw new RangeError(`Lists of ${size} words are too long to walk`);
  const row: ReachRow = {
    language,
    mode,
    size,
    draws,
    onePiece: tally(),
    crossings: tally(),
    density: tally(),
    allAtBest: tally(),
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
    // The first-ranked layout is known once every layout was seen. Creator lists need all their words
    // in one piece at these sizes, so a complete walk that found no such piece settles them too.
    const allAtBest = settled && crossings && optimum.densityAtMaxCrossings >= goal.density;
    count(row.allAtBest, allAtBest, settled || (complete && mode === 'creator'));
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
  const header = ['language', 'mode', 'one piece', 'cross/word', 'density', 'all at the first-ranked layout'];
  const widths = [9, 8, 11, 18, 18, 0];
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
    ]);
  }
  const piecesLine = [...pieces].map(([language, r]) => `${language} ${cell(r)}`).join(', ');
  if (piecesLine !== '') console.log(`Largest piece ≥95% with the creator's directions, lists of ${pieceSize} words: ${piecesLine}.`);
}
