import type { Line, Run, UnitCosts } from './fit.ts';
import { breakingPoints, CHANGES, type Limits, predict, type Prediction, SCENARIO, type Scenario } from './model.ts';

// The capacity report: each run's per-process costs side by side (does a process's cost grow with the number of
// processes?), the unit costs fitted from them, the limits, the model's table for 1k to 1M players, where it
// breaks first, and where each proposed change moves that.

export const SIZES = [1_000, 10_000, 100_000, 1_000_000];

const NONE = Number.NaN;
const g = (value: number, digits = 3) => {
  if (!Number.isFinite(value)) return value === Infinity ? '∞' : '-';
  if (value !== 0 && (Math.abs(value) >= 1e6 || Math.abs(value) < 1e-3)) return value.toExponential(2);
  return String(Number(value.toPrecision(digits)));
};
const si = (value: number) => {
  if (!Number.isFinite(value)) return g(value);
  const [scale, unit] = value >= 1e9 ? [1e9, 'G'] : value >= 1e6 ? [1e6, 'M'] : value >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${g(value / scale)}${unit}`;
};
const line = (l: Line, unit: string) =>
  `${g(l.fixed)} + ${g(l.perRoundPlayer)} x N + ${g(l.perLocalPlayer)} x N/processes ${unit}`;
const row = (cells: readonly string[], widths: readonly number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' ');

export function printRuns(runs: readonly Run[]) {
  console.log('\nPer server process, each run (CPU ms less the quiet rate; statements and commands per unit):');
  const widths = [18, 6, 7, 7, 8, 8, 9, 8, 7, 8, 8, 9, 7];
  console.log(row(['run', 'quiet', 'conn', 'join', 'answer', 'reveal', 'rev/pl', 'pg/ans', 'pg/rev', 'rd/ans', 'rd/rev',
    'B/pl/rev', 'end/pl'], widths));
  for (const r of runs) {
    const m = r.perProcess.mean;
    console.log(row([`${r.players} on ${r.processes}`, `${m.quietCpuPercent}%`, g(m.cpuMs.perConnection),
      g(m.cpuMs.perJoin), g(m.cpuMs.perAnswer), g(m.cpuMs.perReveal), g(m.cpuMs.perRevealPlayer),
      g(m.postgres?.perAnswer ?? NONE), g(m.postgres?.perReveal ?? NONE), g(m.redis?.perAnswer ?? NONE),
      g(m.redis?.perReveal ?? NONE), g(m.revealBytesPerPlayer),
      g(Math.max(...r.perProcess.each.map((c) => c.cpuMs.endPerRoundPlayer)))], widths));
  }
  for (const { said, players, processes } of runs) {
    if (said === undefined) continue;
    const starved = said.starved ? '; the servers were starved by the machine\'s other work: latencies are not theirs' : '';
    console.log(`  ${players} on ${processes}: reveal p99 ${said.revealP99Ms} ms, ack p99 ${said.ackP99Ms} ms, `
      + `${said.lostAnswers} answers lost${starved}`);
  }
}

/** Each multi-process run against the one-process run with as many players per process: what grew, and how much. */
export function printGrowth(runs: readonly Run[]) {
  const local = (r: Run) => r.players / r.processes;
  const figures: [string, (r: Run) => number][] = [
    ['answer', (r) => r.perProcess.mean.cpuMs.perAnswer],
    ['join', (r) => r.perProcess.mean.cpuMs.perJoin],
    ['reveal', (r) => r.perProcess.mean.cpuMs.perReveal],
    ['quiet', (r) => r.perProcess.mean.quietCpuPercent],
    ['pg/reveal', (r) => r.perProcess.mean.postgres?.perReveal ?? NONE],
    ['redis/reveal', (r) => r.perProcess.mean.redis?.perReveal ?? NONE],
    ['redis B/reveal', (r) => (r.perProcess.mean.redis?.revealBytesOut ?? NONE) + (r.perProcess.mean.redis?.revealBytesIn ?? NONE)],
  ];
  console.log('\nPer-process cost on k processes over the same on one process with as many players per process:');
  for (const run of runs.filter((r) => r.processes > 1)) {
    const base = runs.find((r) => r.processes === 1 && local(r) === local(run));
    if (base === undefined) continue;
    const ratios = figures.map(([name, of]) => `${name} x${g(of(run) / of(base), 2)}`);
    console.log(`  ${run.processes} processes, ${local(run)} players each: ${ratios.join(', ')}`);
  }
}

export function printCosts(costs: UnitCosts, limits: Limits) {
  const { cpuMs, postgres, redis } = costs;
  console.log(`\nUnit costs fitted over ${costs.runs} run(s) (N: players of the round; per process unless said):`);
  console.log(`  CPU ms: ${g(cpuMs.connection)} per connection, ${g(cpuMs.join)} per join, ${g(cpuMs.answer)} per answer;`);
  console.log(`          reveal = ${line(cpuMs.reveal, 'ms')}; the end = ${g(cpuMs.endPerRoundPlayer)} x N ms on the settler`);
  console.log(`  memory: ${si(costs.rssBytesPerPlayer)}B per player; ${g(costs.revealBytesPerPlayer)} B to each player per reveal`);
  if (postgres) {
    console.log(`  Postgres: ${g(postgres.perJoin)}/join, ${g(postgres.perAnswer)}/answer ${JSON.stringify(postgres.answerKinds)}`);
    console.log(`            reveal = ${line(postgres.reveal, 'statements')} ${JSON.stringify(postgres.revealKinds)}`);
    console.log(`            reveal reads ${line(postgres.revealBytesIn, 'B')}; end ${g(postgres.endPerRoundPlayer)} x N`);
  }
  if (redis) {
    console.log(`  Redis: ${g(redis.perJoin)}/join, ${g(redis.perAnswer)}/answer, ${g(redis.quietPerSecond)}/s quiet`);
    console.log(`         reveal = ${line(redis.reveal, 'commands')} ${JSON.stringify(redis.revealKinds)}`);
    console.log(`         reveal writes ${line(redis.revealBytesOut, 'B')}, reads ${line(redis.revealBytesIn, 'B')}`);
    console.log(`         end ${g(redis.endPerRoundPlayer)} x N commands, ${g(redis.endBytesOutPerRoundPlayer)} x N B written, `
      + `${g(redis.endBytesInPerRoundPlayer)} x N B read by each process`);
  }
  console.log('\nLimits of one node:');
  const names: Record<string, string> = {
    postgresTransactionsPerSecond: 'Postgres insert transactions/s',
    postgresBatchedRowsPerSecond: 'Postgres rows/s in 200-row inserts',
    postgresReadBytesPerSecond: 'Postgres result bytes/s read',
    redisOpsPerSecond: 'Redis commands/s',
    redisBytesPerSecond: 'Redis bytes/s',
  };
  for (const [key, name] of Object.entries(names)) {
    console.log(`  ${name.padEnd(36)} ${si(limits[key as keyof Limits] as number).padStart(7)}  ${limits.source[key]}`);
  }
}

function predictionRows(predictions: readonly Prediction[]): [string, (p: Prediction) => string][] {
  return [
    ['processes (cores)', (p) => g(p.processes)],
    ['  for memory', (p) => g(p.processesFor.memory)],
    ['  for joins', (p) => g(p.processesFor.joins)],
    ['  for answers', (p) => g(p.processesFor.answers)],
    ['  for reveals', (p) => g(p.processesFor.reveal)],
    ['reveal ms per process', (p) => g(p.revealMsPerProcess)],
    ['end ms on the settler', (p) => g(p.endMsOnSettler)],
    ...(predictions[0]?.postgres
      ? [
          ['PG statements/s answering', (p: Prediction) => si(p.postgres?.answerStatementsPerSecond ?? Number.NaN)],
          ['PG rows/s answering', (p: Prediction) => si(p.postgres?.answerRowsPerSecond ?? Number.NaN)],
          ['PG statements per reveal', (p: Prediction) => si(p.postgres?.revealStatements ?? Number.NaN)],
          ['PG bytes read per reveal', (p: Prediction) => si(p.postgres?.revealReadBytes ?? Number.NaN)],
          ['PG statements at the end', (p: Prediction) => si(p.postgres?.endStatements ?? Number.NaN)],
        ] as [string, (p: Prediction) => string][]
      : []),
    ...(predictions[0]?.redis
      ? [
          ['Redis commands/s answering', (p: Prediction) => si(p.redis?.answerOpsPerSecond ?? Number.NaN)],
          ['Redis commands/s joining', (p: Prediction) => si(p.redis?.joinOpsPerSecond ?? Number.NaN)],
          ['Redis commands per reveal', (p: Prediction) => si(p.redis?.revealOps ?? Number.NaN)],
          ['Redis bytes per reveal', (p: Prediction) => si(p.redis?.revealBytes ?? Number.NaN)],
          ['Redis commands at the end', (p: Prediction) => si(p.redis?.endOps ?? Number.NaN)],
          ['Redis bytes at the end', (p: Prediction) => si(p.redis?.endBytes ?? Number.NaN)],
        ] as [string, (p: Prediction) => string][]
      : []),
    ['bytes to players per reveal', (p) => si(p.revealBytesToPlayers)],
  ];
}

export function printModel(title: string, costs: UnitCosts, limits: Limits, scenario: Scenario = SCENARIO) {
  const predictions = SIZES.map((n) => predict(n, costs, limits, scenario));
  const widths = [34, ...SIZES.map(() => 11)];
  console.log(`\n${title}`);
  console.log(row(['players in one in-step round', ...SIZES.map(si)], widths));
  for (const [name, cell] of predictionRows(predictions)) console.log(row([name, ...predictions.map(cell)], widths));
  console.log('limits used (1 = at the limit):');
  for (const name of Object.keys(predictions[0]?.load ?? {})) {
    console.log(row([`  ${name}`.slice(0, 34), ...predictions.map((p) => g(p.load[name] ?? Number.NaN, 2))], widths));
  }
  const points = [...breakingPoints(costs, limits, scenario)].sort((a, b) => (a[1] ?? Infinity) - (b[1] ?? Infinity));
  console.log('where each limit is passed (players):');
  for (const [name, at] of points) console.log(`  ${name.padEnd(46)} ${at === null ? 'beyond 100M' : si(at)}`);
  return { predictions, breaks: Object.fromEntries(points) };
}

/** The model as measured, then with each change applied on top of the ones before it. */
export function printModels(costs: UnitCosts, limits: Limits) {
  console.log(`\nScenario: ${SCENARIO.questions} questions of ${SCENARIO.questionSeconds} s, every player answering in the `
    + `first ${SCENARIO.answerWindowSeconds} s; joins over ${SCENARIO.joinSeconds} s; a reveal within `
    + `${SCENARIO.revealBudgetMs} ms of CPU on each process, the end within ${SCENARIO.endBudgetMs / 1000} s; a process `
    + `is one core used to ${SCENARIO.coreShare * 100} %, with ${si(SCENARIO.processMemoryBytes)}B for its players.`);
  const today = printModel('The model on the measured costs:', costs, limits);
  const changed = [];
  let applied = costs;
  let scenario = SCENARIO;
  for (const [i, change] of CHANGES.entries()) {
    applied = change.apply(applied);
    scenario = { ...scenario, ...change.scenario };
    const title = `With change ${i + 1} (and those before it): ${change.name}`;
    changed.push({ change: change.name, ...printModel(title, applied, limits, scenario) });
  }
  return { today, changed };
}
