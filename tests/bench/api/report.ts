import type { ClientFigures } from './client-figures.ts';
import type { DatabaseResult, LoadPlan } from './run-database.ts';

// Prints the API benchmark: the data set and how long it took to seed, one line per call and database against
// the baseline, the targets (pass/FAIL, reported only: a shared two-core machine's figures are noisy), the
// client figures, and last the JSON line.

export const TARGETS = {
  minRatio: 0.3,
  maxP99Ms: 50,
  maxHomeJsGzipBytes: 200_000,
  maxFirstContentMs: 1_000,
  /** Start-up on the seeded database at most this much longer than on an empty one: it does not grow with data. */
  maxStartUpExtraMs: 2_000,
} as const;

const ratioOf = (rps: number, baselineRps: number) =>
  baselineRps > 0 ? Math.round((100 * rps) / baselineRps) / 100 : 0;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');

export function printPlan(plan: LoadPlan, loadAverage: string) {
  const { size } = plan;
  console.log(
    `API benchmark: ${size.games} games, ${size.channels} channels, ${size.players} players, ${size.answers} answers; autocannon`,
  );
  console.log(
    `with ${plan.connections} connections over loopback for ${plan.durationSeconds} s per call (after ${plan.warmupSeconds} s of warm-up),`,
  );
  console.log(`each run in its own process; ${plan.players} signed-in players take turns (a different bearer token each`);
  console.log(`request, on the baseline too). Load average at the start: ${loadAverage}.`);
  console.log('baseline = a bare Fastify route in its own process answering a static JSON body exactly as large as the');
  console.log('call\'s response, run right before the call. rps = requests completed / seconds run.');
  console.log('ratio = the call\'s requests per second / its baseline\'s.');
}

export function printDatabase(result: DatabaseResult) {
  console.log(`\n${result.db}: seeded in ${result.seedSeconds} s: ${Object.entries(result.rows).map(([t, n]) => `${n} ${t}`).join(', ')}`);
  const extra = result.startUpMs - result.emptyStartUpMs;
  const startUp = `${verdict(extra < TARGETS.maxStartUpExtraMs)} (at most ${TARGETS.maxStartUpExtraMs} ms more than empty)`;
  console.log(
    `start-up (spawn to first answer): ${result.startUpMs} ms on this database, ${result.emptyStartUpMs} ms on an empty one  ${startUp}`,
  );
  const { leftOver } = result;
  console.log(
    `then, listening, it settled the ${leftOver.rounds} rounds left over (${leftOver.plays} unfinished plays) in ${leftOver.seconds} s`,
  );
  const header = ['call', 'bytes', 'base rps', 'base p99', 'rps', 'ratio', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'];
  const widths = [14, 7, 9, 9, 7, 6, 7, 7, 8, 7, 30];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' ').trimEnd();
  console.log(line(header));
  for (const call of result.calls) {
    const { figures: f, baseline } = call;
    const ratio = ratioOf(f.rps, baseline.rps);
    const pass = passes(f, baseline.rps);
    const misses = [
      ratio < TARGETS.minRatio && `ratio < ${TARGETS.minRatio}`,
      f.p99Ms >= TARGETS.maxP99Ms && `p99 >= ${TARGETS.maxP99Ms} ms`,
      (f.non2xx > 0 || f.errors > 0 || baseline.non2xx > 0 || baseline.errors > 0) && 'failed requests',
    ].filter(Boolean);
    const why = pass ? 'pass' : `FAIL (${misses.join(', ')})`;
    const cells = [String(call.bytes), String(baseline.rps), String(baseline.p99Ms), String(f.rps), ratio.toFixed(2)];
    console.log(line([call.name, ...cells, String(f.p50Ms), String(f.p99Ms), String(f.non2xx), String(f.errors), why]));
  }
  for (const call of result.calls) console.log(`  ${call.name.padEnd(12)} GET ${call.path}`);
}

function passes(figures: DatabaseResult['calls'][number]['figures'], baselineRps: number) {
  const ok = figures.non2xx === 0 && figures.errors === 0;
  return ok && ratioOf(figures.rps, baselineRps) >= TARGETS.minRatio && figures.p99Ms < TARGETS.maxP99Ms;
}

export function printClient(client: ClientFigures | undefined) {
  if (!client) {
    console.log('\nClient: not measured (--skip-client).');
    return;
  }
  console.log(`\nClient (/home in headless Chromium, service worker blocked${client.built ? ', built for this run' : ''}):`);
  const jsPass = client.homeJsGzipBytes < TARGETS.maxHomeJsGzipBytes;
  const fcpPass = client.homeFirstContentMs < TARGETS.maxFirstContentMs;
  const files = `${client.homeJsFiles.length} files`;
  const jsTarget = `${verdict(jsPass)} (< ${kb(TARGETS.maxHomeJsGzipBytes)})`;
  console.log(`  JavaScript /home loads, gzipped (zlib level 6): ${kb(client.homeJsGzipBytes)} in ${files}  ${jsTarget}`);
  for (const file of [...client.homeJsFiles].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`    ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
  }
  const loads = `median of ${client.firstContentLoadsMs.length} cold loads`;
  const fcpTarget = `${verdict(fcpPass)} (< ${TARGETS.maxFirstContentMs} ms)`;
  console.log(
    `  first contentful paint, ${loads}: ${client.homeFirstContentMs} ms (${client.firstContentLoadsMs.join(', ')})  ${fcpTarget}`,
  );
}

function figuresOf(result: DatabaseResult) {
  const calls = Object.fromEntries(
    result.calls.map(({ name, bytes, figures, baseline }) => [
      name,
      {
        rps: figures.rps,
        p99Ms: figures.p99Ms,
        ratio: ratioOf(figures.rps, baseline.rps),
        bytes,
        baseline: { rps: baseline.rps, p99Ms: baseline.p99Ms },
      },
    ]),
  );
  const baseline = { rps: result.baseline.rps, p99Ms: result.baseline.p99Ms };
  const { seedSeconds, startUpMs, emptyStartUpMs, leftOver } = result;
  return { baseline, calls, seedSeconds, startUpMs, emptyStartUpMs, leftOver };
}

/**
 * The last line: the required keys at the top level for the last database run (Postgres in the default run),
 * with `db` naming it, and every database's figures under `databases`. `baseline` is the calls' baselines
 * averaged; each call's ratio is against its own, under `calls.<name>.baseline`.
 */
export function summaryJson(results: readonly DatabaseResult[], client: ClientFigures | undefined): string {
  const last = results.at(-1);
  if (!last) throw new Error('no database was measured');
  const { baseline, calls } = figuresOf(last);
  return JSON.stringify({
    baseline,
    calls,
    homeJsGzipBytes: client?.homeJsGzipBytes ?? null,
    homeFirstContentMs: client?.homeFirstContentMs ?? null,
    db: last.db,
    startUpMs: last.startUpMs,
    emptyStartUpMs: last.emptyStartUpMs,
    databases: Object.fromEntries(results.map((r) => [r.db, figuresOf(r)])),
  });
}
