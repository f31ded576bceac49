import { parseArgs } from 'node:util';
import { LANGUAGE_NAMES, type Language } from '@plw/shared/constants';
import { checkLayout } from '@plw/shared/question-types/krisskross/check-layout';
import { fullLayoutReference, largestPieceReference } from '../support/krisskross/exhaustive-reference.ts';
import { answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { measureLayout } from '@plw/shared/question-types/krisskross/measure-layout';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { drawList, loadFixture } from './krisskross-lists.ts';
import { pieceReach, printReach, type Reach, reachRow, type ReachRow } from './krisskross-reach.ts';
import { layoutWithRival } from './krisskross-rival.ts';
import { checkDeterminism, type Listed, poolTimes, printSpeed, type Timed } from './krisskross-speed.ts';
import { printSummary, printTable } from './krisskross-table.ts';
import { createLayoutPool } from '../../server/src/question-types/krisskross/layout-pool.ts';
import { DENSE, judge, judgeAverages, type Mode, type Row, type Verdict, WALKED_SIZE } from './krisskross-targets.ts';

// Kriss-kross layout benchmark: our engine (creator's directions and auto) beside
// crossword-layout-generator on the same lists in all six languages, with the targets
// (krisskross-targets.ts), then the speed on the 30- and 100-word lists (p50/p95/max, one thread and a
// pool of worker threads) and the check that a busy machine never changes a grid (krisskross-speed.ts).
// The run fails when a layout is wrong or not reproducible or, outside --smoke, when one of the issue's
// quality targets is missed.
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
/** The exhaustive optimum over one-piece layouts (best by our ranking) on the shortest lists. */
const OPTIMUM_MAX_SIZE = WALKED_SIZE;
const OPTIMUM_NODES = args.smoke ? 100_000 : 1_000_000;
/** Other lists of the shortest size, walked exhaustively to see how often each floor can be met. */
const REACH_DRAWS = Number(args.draws ?? (args.smoke ? 2 : 20));
const REACH_NODES = args.smoke ? 100_000 : 2_000_000;
/** Lists this long are walked for their largest piece alone, which is quick where words share few letters. */
const REACH_PIECE_SIZE = 15;
/** The sizes the speed section reports. */
const SPEED_SIZES = [30, 100];

const lettersOf = (list: readonly KrissKrossQuestion[]) =>
  list.reduce((sum, q) => sum + answerLetters(q.answer).length, 0);

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
    list.length <= OPTIMUM_MAX_SIZE
      ? fullLayoutReference(list, { language, auto, nodeLimit: OPTIMUM_NODES })
      : undefined;
  return {
    language,
    size: list.length,
    mode,
    engine: 'plw',
    ...quality,
    letters: lettersOf(list),
    medianMs: median(times),
    problems: checkLayout(list, layout, { language, auto }),
    deterministic: outputs.size === 1,
    runsMs: times,
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
    letters: lettersOf(result.placed),
    medianMs: median(times),
    problems: checkLayout(result.placed, result.layout, { language, auto: true }),
    deterministic: true,
  };
}

/** Our engine's layout of a list, measured: for the reachability table's other lists. */
function runEngine(language: Language, list: KrissKrossQuestion[], mode: Mode) {
  const layout = layoutKrissKross(list, { language, auto: mode === 'auto', seed: 1 });
  return { ...measureLayout(list, layout), letters: lettersOf(list) };
}

const rows: Row[] = [];
const verdicts = new Map<Row, Verdict[]>();
const longLists: Listed[] = [];
for (const language of languages) {
  const fixture = loadFixture(language);
  for (const size of sizes) {
    const list = drawList(fixture, size);
    if (SPEED_SIZES.includes(size)) longLists.push(...(['creator', 'auto'] as const).map((mode) => ({ language, mode, list })));
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
const averages = judgeAverages(rows);
printSummary(verdicts, averages);

const reach: ReachRow[] = [];
const pieces = new Map<Language, Reach>();
for (const language of REACH_DRAWS > 0 ? languages.filter((l) => DENSE.includes(l)) : []) {
  const fixture = loadFixture(language);
  const walk = { size: OPTIMUM_MAX_SIZE, draws: REACH_DRAWS, nodeLimit: REACH_NODES };
  for (const mode of ['creator', 'auto'] as const) reach.push(reachRow(language, fixture, mode, walk, runEngine));
  pieces.set(language, pieceReach(language, fixture, { ...walk, size: REACH_PIECE_SIZE, nodeLimit: REFERENCE_NODES }));
}
printReach(reach, pieces, REACH_PIECE_SIZE);

const oneThread: Timed[] = SPEED_SIZES.flatMap((size) =>
  (['creator', 'auto'] as const).flatMap((mode) => {
    const ours = rows.filter((r) => r.engine === 'plw' && r.size === size && r.mode === mode);
    if (ours.length === 0) return [];
    const times = ours.flatMap((r) => r.runsMs ?? []);
    return [{ size, mode, engine: 'one', times, densities: ours.map((r) => r.density) }];
  }),
);
const pool = createLayoutPool();
let differing: string[] = [];
// A smoke run times the pool and checks determinism on the first language's lists only, to stay quick.
const checked = args.smoke ? longLists.filter((l) => l.language === languages[0]) : longLists;
try {
  const pooled = await poolTimes(pool, checked, runs);
  printSpeed([...oneThread, ...pooled].sort((a, b) => a.size - b.size || a.mode.localeCompare(b.mode)));
  differing = await checkDeterminism(pool, checked);
  console.log(
    `\nDeterminism: ${checked.length - differing.length}/${checked.length} lists gave one grid (seed 1) run twice, `
    + `beside a busy thread per core, and through the pool of ${pool.threads}.`,
  );
  for (const d of differing) console.log(`  DIFFERENT  ${d}`);
} finally {
  await pool.close();
}
// A smoke run (CI, small node limits) fails on wrong layouts only; a full run also on a missed target.
const failed = [...[...verdicts.values()].flat(), ...averages.flatMap((a) => a.verdicts)].filter(
  (v) => !v.pass && (v.kind === 'correctness' || (v.kind === 'target' && !args.smoke)),
);
const missedReach = args.smoke ? 0 : reach.reduce((sum, r) => sum + r.engineMissed, 0);
if (failed.length + missedReach + differing.length > 0) {
  console.error(`\n${failed.length + missedReach + differing.length} correctness failure(s) or missed target(s)`);
  process.exitCode = 1;
}
