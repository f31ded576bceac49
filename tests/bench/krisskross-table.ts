import type { Row, Verdict } from './krisskross-targets.ts';

// Prints the benchmark: one line per list, mode and engine, its targets beside its figures, and a
// summary per target at the end.

const COLUMNS = [
  ['language', 9],
  ['size', 4],
  ['mode', 7],
  ['engine', 6],
  ['placed', 7],
  ['comps', 5],
  ['largest', 7],
  ['exh.', 4],
  ['opt x/w', 7],
  ['opt dens', 8],
  ['x/word', 6],
  ['density', 7],
  ['area', 5],
  ['ms', 6],
  ['targets', 0],
] as const;

function line(values: readonly string[]): string {
  return values
    .map((value, i) => {
      const width = COLUMNS[i]?.[1] ?? 0;
      return i < 4 || width === 0 ? value.padEnd(width) : value.padStart(width);
    })
    .join(' ')
    .trimEnd();
}

function targetsCell(verdicts: readonly Verdict[] | undefined): string {
  if (verdicts === undefined) return '';
  const failed = verdicts.filter((v) => !v.pass);
  const head = `${verdicts.length - failed.length}/${verdicts.length} ${failed.length === 0 ? 'pass' : 'FAIL'}`;
  return failed.length === 0 ? head : `${head}: ${failed.map((v) => `${v.target} (${v.measured})`).join('; ')}`;
}

export function printTable(rows: readonly Row[], verdicts: ReadonlyMap<Row, Verdict[]>): void {
  console.log(line(COLUMNS.map(([name]) => name)));
  for (const row of rows) {
    const reference = row.reference === undefined ? '' : `${row.reference.complete ? '' : '≥'}${row.reference.largestPiece}`;
    const optimum = row.optimum;
    const bound = optimum?.complete ? '' : '≥';
    const best = optimum?.connected ? `${bound}${(optimum.maxCrossings / row.size).toFixed(2)}` : 'none';
    const dense = optimum?.connected ? `${bound}${optimum.bestDensity.toFixed(2)}` : 'none';
    console.log(
      line([
        row.language,
        String(row.size),
        row.mode,
        row.engine,
        `${row.placed}/${row.size}`,
        String(row.components),
        `${Math.round((100 * row.largestPiece) / row.size)}%`,
        reference,
        optimum === undefined ? '' : best,
        optimum === undefined ? '' : dense,
        (row.crossings / row.size).toFixed(2),
        row.density.toFixed(2),
        String(row.area),
        row.medianMs.toFixed(1),
        targetsCell(verdicts.get(row)),
      ]),
    );
  }
}

export function printSummary(
  verdicts: ReadonlyMap<Row, Verdict[]>,
  averages: readonly { mode: string; lists: number; verdicts: Verdict[] }[],
): void {
  interface Tally {
    kind: string;
    pass: number;
    total: number;
    missed: string[];
  }
  const byTarget = new Map<string, Tally>();
  for (const [row, list] of verdicts) {
    for (const v of list) {
      const name = v.target.replace(/\d+ placed/, 'placed').replace(/clg \d+/, 'clg');
      const entry = byTarget.get(name) ?? { kind: v.kind, pass: 0, total: 0, missed: [] };
      entry.total++;
      if (v.pass) entry.pass++;
      else entry.missed.push(`${row.language} ${row.size} ${row.mode} (${v.measured})`);
      byTarget.set(name, entry);
    }
  }
  console.log('\nTargets (our engine), row by row: passed / judged, and where missed.');
  for (const [name, e] of byTarget) {
    const state = e.pass === e.total ? 'pass' : e.kind === 'speed' ? 'slow' : 'FAIL';
    const missed = e.missed.length > 0 ? `missed: ${e.missed.join(', ')}` : '';
    console.log(`  ${state}  ${name.padEnd(22)} ${e.kind.padEnd(11)} ${e.pass}/${e.total}  ${missed}`.trimEnd());
  }
  if (averages.length === 0) return;
  console.log('\nTarget 3, averages over the English, German and Arabic lists of 15 and 30 words:');
  for (const { mode, lists, verdicts: list } of averages) {
    for (const v of list) {
      console.log(`  ${v.pass ? 'pass' : 'FAIL'}  ${mode.padEnd(7)} ${v.target.padEnd(20)} ${v.measured} over ${lists} lists`);
    }
  }
}
