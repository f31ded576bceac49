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
  const why = (v: Verdict) => (v.why === undefined ? '' : ` ${v.why.kind}: ${v.why.text}`);
  return failed.length === 0 ? head : `${head}: ${failed.map((v) => `${v.target} (${v.measured}${why(v)})`).join('; ')}`;
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

export function printSummary(verdicts: ReadonlyMap<Row, Verdict[]>): void {
  interface Tally {
    kind: string;
    pass: number;
    total: number;
    unreachable: string[];
    conflict: string[];
    missed: string[];
  }
  const byTarget = new Map<string, Tally>();
  for (const [row, list] of verdicts) {
    for (const v of list) {
      const name = v.target.replace(/\d+ placed/, 'placed').replace(/(clg|exhaustive) \d+/, '$1');
      const fresh: Tally = { kind: v.kind, pass: 0, total: 0, unreachable: [], conflict: [], missed: [] };
      const entry = byTarget.get(name) ?? fresh;
      entry.total++;
      const where = `${row.language} ${row.size} ${row.mode}`;
      if (v.pass) entry.pass++;
      else (v.why === undefined ? entry.missed : entry[v.why.kind]).push(where);
      byTarget.set(name, entry);
    }
  }
  console.log('\nTargets (our engine): pass count; misses split into proven unreachable, in conflict with');
  console.log('ranking crossings first, and plain misses.');
  for (const [name, e] of byTarget) {
    const parts = [
      e.unreachable.length > 0 ? `unreachable: ${e.unreachable.join(', ')}` : '',
      e.conflict.length > 0 ? `conflict: ${e.conflict.join(', ')}` : '',
      e.missed.length > 0 ? `missed: ${e.missed.join(', ')}` : '',
    ].filter((p) => p !== '');
    const state = e.pass === e.total ? 'pass' : e.missed.length === 0 ? 'expl' : 'FAIL';
    console.log(`  ${state}  ${name.padEnd(26)} ${e.kind.padEnd(11)} ${e.pass}/${e.total}  ${parts.join(' | ')}`.trimEnd());
  }
}
