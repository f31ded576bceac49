import { parseArgs } from 'node:util';
import { LANGUAGE_NAMES, type Language } from '@plw/shared/constants';
import { checkLayout } from '@plw/shared/krisskross/check-layout';
import { fullLayoutReference, largestPieceReference } from '@plw/shared/krisskross/exhaustive-reference';
import { layoutKrissKross } from '@plw/shared/krisskross/layout-kriss-kross';
import { measureLayout } from '@plw/shared/krisskross/measure-layout';
import type { KrissKrossQuestion } from '@plw/shared/krisskross/types';
import { drawList, loadFixture } from './krisskross-lists.ts';
import { pieceReach, printReach, type Reach, reachRow, type ReachRow } from './krisskross-reach.ts';
import { layoutWithRival } from './krisskross-rival.ts';
import { printSummary, printTable } from './krisskross-table.ts';
import { DENSE, judge, type Mode, type Row, type Verdict } from './krisskross-targets.ts';

// Kriss-kross layout benchmark: our engine (creator's directions and auto) beside
// crossword-layout-generator on the same lists in all six languages, with the targets.
//   npm run --silent bench:krisskross [-- --sizes 8,15 --runs 3 --languages English,Hindi --draws 20 --smoke]

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    languages: { type: 'string' },
    draws: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const languages = args.languages === undefined ? LANGUAGE_NAMES : (args.languages.split(',') as Language[]);
const sizes = (args.sizes ?? '8,15,30,100').split(',').map(Number);
const runs = Number(args.runs ?? (args.smoke ? 1 : 5));
/** The rival is slow on long lists and the issue compares it on these sizes only. */
const RIVAL_SIZES = [8, 15, 30];
/** The exhaustive reference runs where it finishes quickly; it stops at the node limit otherwise. */
const REFERENCE_MAX_SIZE = 30;
const REFERENCE_NODES = args.smoke ? 20_000 : 200_000;
/** The exhaustive optimum over one-piece layouts (most crossings, best density) on the shortest lists. */
const OPTIMUM_MAX_SIZE = 8;
const OPTIMUM_NODES = args.smoke ? 100_000 : 1_000_000;
/** Other lists of the shortest size, walked exhaustively to see how often each floor can be met. */
const REACH_DRAWS = Number(args.draws ?? (args.smoke ? 2 : 20));
const REACH_NODES = args.smoke ? 100_000 : 2_000_000;
/** Lists this long are walked for their largest piece alone, which is quick where words share few letters. */
const REACH_PIECE_SIZE = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function ourRow(language: Language, list: KrissKrossQuestion[], mode: Mode): Row {
  const auto = mode === 'auto';
  const times: number[] = [];
  const outputs = new Set<string>();
  let layout: ReturnType<typeof layoutKrissKross> | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    layout = layoutKrissKross(list, { language, auto, seed: 1 });
    times.push(performance.now() - started);
    outputs.add(JSON.stringify({ ...layout, metrics: { ...layout.metrics, ms: 0 } }));
  }
  if (layout === undefined) throw new Error('--runs must be at least 1');
  const quality = measureLayout(list, layout);
  const reference =
    list.length <= REFERENCE_MAX_SIZE
      ? largestPieceReference(list, { language, auto, nodeLimit: REFERENCE_NODES })
      : undefined;
  const optimum =
    list.length <= OPTIMUM_MAX_SIZE && DENSE.includes(language)
      ? fullLayoutReference(list, { language, auto, nodeLimit: OPTIMUM_NODES })
      : undefined;
  return {
    language,
    size: list.length,
    mode,
    engine: 'plw',
    ...quality,
    medianMs: median(times),
    problems: checkLayout(list, layout, { language, auto }),
    deterministic: outputs.size === 1,
    ...(reference === undefined ? {} : { reference }),
    ...(optimum === undefined ? {} : { optimum }),
  };
}

function rivalRow(language: Language, list: KrissKrossQuestion[]): Row {
  const times: number[] = [];
  let result: ReturnType<typeof layoutWithRival> | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = layoutWithRival(list, language);
    times.push(performance.now() - started);
  }
  if (result === undefined) throw new Error('--runs must be at least 1');
  const quality = measureLayout(result.placed, result.layout);
  return {
    language,
    size: list.length,
    mode: 'auto',
    engine: 'clg',
    ...quality,
    medianMs: median(times),
    problems: checkLayout(result.placed, result.layout, { language, auto: true }),
    deterministic: true,
  };
}

const rows: Row[] = [];
const verdicts = new Map<Row, Verdict[]>();
for (const language of languages) {
  const fixture = loadFixture(language);
  for (const size of sizes) {
    const list = drawList(fixture, size);
    const rival = RIVAL_SIZES.includes(size) ? rivalRow(language, list) : undefined;
    for (const mode of ['creator', 'auto'] as const) {
      const row = ourRow(language, list, mode);
      rows.push(row);
      verdicts.set(row, judge(row, mode === 'auto' ? rival : undefined));
    }
    if (rival !== undefined) rows.push(rival);
  }
}

console.log(`Kriss-kross layout: ${runs} run(s) per list, median ms.`);
console.log('exh. = exhaustive largest piece; opt x/w, opt dens = exhaustive most crossings per word and best density');
console.log('over one-piece layouts (≥ when the search hit its node limit; none when no one-piece layout exists).');
printTable(rows, verdicts);
printSummary(verdicts);

const reach: ReachRow[] = [];
const pieces = new Map<Language, Reach>();
for (const language of REACH_DRAWS > 0 ? languages.filter((l) => DENSE.includes(l)) : []) {
  const fixture = loadFixture(language);
  const walk = { size: OPTIMUM_MAX_SIZE, draws: REACH_DRAWS, nodeLimit: REACH_NODES };
  for (const mode of ['creator', 'auto'] as const) reach.push(reachRow(language, fixture, mode, walk));
  pieces.set(language, pieceReach(language, fixture, { ...walk, size: REACH_PIECE_SIZE, nodeLimit: REFERENCE_NODES }));
}
printReach(reach, pieces, REACH_PIECE_SIZE);
const broken = [...verdicts.values()].flat().filter((v) => v.kind === 'correctness' && !v.pass);
if (args.smoke && broken.length > 0) {
  console.error(`\n${broken.length} correctness failure(s)`);
  process.exitCode = 1;
}
