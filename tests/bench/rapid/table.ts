import { type EngineFigures, loadLagP99Ms, type SizeResult } from './figures.ts';
import type { Plan } from './plan.ts';
import type { ProfileSummary } from './stats-messages.ts';
import { allTargetsMet, judge, LOAD_LAG_P99_MS, TARGET_PLAYERS } from './targets.ts';

// Prints the benchmark: what each figure means, one line per size and engine, then the targets per size.

export interface RunInfo {
  openFiles: string;
  loadAverage: string;
  /** How the joins were spread, in words. */
  joinRule: string;
}

function servers({ processes, shared }: Plan): string {
  if (!shared) return 'one server process (SQLite)';
  if (processes === 1) return 'one server process on Postgres and Redis';
  return `${processes} server processes sharing it through Redis, on Postgres; players connect to each in turn`;
}

function pinning({ cores }: Plan): string {
  if (cores.server === null) return `Nothing pinned (${cores.note ?? 'unknown'}).`;
  return `The servers (round and echo) are pinned to core ${cores.server} and the load workers and this parent to core `
    + `${cores.load} (taskset); Postgres and Redis, when used, are not pinned.`;
}

export function printDefinitions(plan: Plan, { openFiles, loadAverage, joinRule }: RunInfo): void {
  const lines = [
    `Live-round benchmark: one RAPID round in one room on ${servers(plan)}; ${plan.workers} load workers; open files ${openFiles};`,
    `load average at the start ${loadAverage}.`,
    pinning(plan),
    'The players speak the socket.io wire protocol over ws (wire-socket.ts); 4 of them use socket.io-client instead, and',
    '4 wire players beside them are compared with them (same events, same acks, payloads valid by the protocol\'s schemas).',
    `Each player answers ${plan.answers} questions, one every ${plan.intervalMs / 1000} s, in a ${plan.durationSeconds} s round; joins spread over`,
    `${joinRule}, start ${plan.startGapMs / 1000} s after the last planned join. The echo row is a bare socket.io`,
    'server under the same clients in the same run: it acks every message with its payload and broadcasts 600 bytes to',
    'everyone every 500 ms.',
    'skew       = when the first question can be shown - publishing_time, by the server\'s clock: the key (round:start)',
    '             comes shortly ahead and is used at publishing_time, so max(its arrival, publishing_time); for a late joiner',
    '             the arrival of the plain questions. Arrival + offset, offset = serverTime - (clientSentAt + rtt/2) from',
    '             the fastest of 5 clock:ping.',
    'ack        = round:answer sent -> its ack received (echo: message sent -> echoed ack).',
    `step       = then an in-step round (round_style IN_STEP) with the same players: ${plan.inStep.questions} questions in ${plan.inStep.durationSeconds} s, each`,
    `             answered by every player within its first ${plan.inStep.answerWindowMs / 1000} s; its skew is the first round:question's arrival +`,
    '             offset - its opensAt.',
    'stale      = free round: one player in 100 joins in its first half, so the board changes while it runs; from that',
    '             join\'s ack to each sampled player\'s first round:leaderboard computed (its `at`) after the join\'s state was.',
    'reveal     = in step: round:verdict arrival (the player\'s own line, after the room\'s round:reveal) + offset - its',
    '             locksAt; free ("end"): round:end arrival + offset - endsAt, the round\'s reveal with the final board.',
    'bcast age  = arrival of a round:leaderboard (echo: of a broadcast) + offset - its server time `at` (1 player in 10).',
    'probe      = round trips of one extra socket held by the idle parent (clock:ping / echo) every 200 ms: server loop lag.',
    'srv cpu    = the server process(es) over the round (echo: over its messages), /proc/<pid>/stat, % of one core.',
    'srv lag    = the server\'s own event-loop delay over the same window (monitorEventLoopDelay, preloaded into it).',
    'srv RSS KB/pl = server RSS growth (VmRSS peak while connected and playing - VmRSS before connecting) / players;',
    '             with several processes, their sum; srv lag is the worst of them.',
    'heap KB/pl = V8 heap used once every player is seated (connected, joined) minus before connecting, both after a',
    '             full GC, / players: what a player costs to hold, without the garbage of the moment.',
    'in msgs/s  = leaderboards + standings (echo: broadcasts) received by all players per second.',
    'load cpu, load lag = all load workers\' CPU over the same window (% of one core; 2 cores = 200) and the worst worker\'s',
    '             event-loop lag p99: when they are high, the load generator, not the server, is part of what is measured.',
    'other cpu  = every other process on the machine over the same window (/proc/stat): noise from whatever else runs.',
    'lost       = acked answers missing from the database (queried with better-sqlite3 after the round) + sent answers never acked.',
  ];
  for (const line of lines) console.log(line);
}

/** In step, each question's reveal after its lock; free, the round's end (its reveal) after `endsAt`. */
function revealCell({ revealMs, endMs }: EngineFigures): string {
  if (revealMs) return `${n(revealMs.p50)}/${n(revealMs.p99)}`;
  return endMs ? `end ${n(endMs.p50)}/${n(endMs.p99)}` : '-';
}

type Column = [name: string, width: number, cell: (figures: EngineFigures) => string];

const n = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : String(value));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const LATENCY: Column[] = [
  ['players', 7, (f) => String(f.players)],
  ['engine', 6, (f) => f.engine],
  ['joined', 11, (f) => (f.joined === null ? `${f.connected} conn` : `${f.joined}/${f.started}`)],
  ['skew p50/p99/max', 18, (f) => (f.startSkewMs === null ? '-' : `${n(f.startSkewMs.p50)}/${n(f.startSkewMs.p99)}/${n(f.startSkewMs.max)}`)],
  ['ack p50/p99', 13, (f) => `${n(f.ackMs.p50)}/${n(f.ackMs.p99)}`],
  ['stale p99', 9, (f) => n(f.leaderboardStalenessMs?.p99)],
  ['reveal p50/p99', 14, (f) => revealCell(f)],
  ['bcast age p99', 13, (f) => n(f.broadcastAgeMs.p99)],
  ['probe p99', 9, (f) => n(f.probeMs.p99)],
  ['srv lag p99/max', 15, (f) => `${n(f.serverLoop.p99Ms)}/${n(f.serverLoop.maxMs)}`],
  ['acked/sent', 15, (f) => `${f.acked}/${f.sent}`],
  ['lost', 5, (f) => String(f.lost)],
];

const RESOURCES: Column[] = [
  ['players', 7, (f) => String(f.players)],
  ['engine', 6, (f) => f.engine],
  ['srv cpu', 7, (f) => `${f.serverCpuPercent}%`],
  ['srv RSS KB/pl', 13, (f) => kb(f.serverBytesPerPlayer)],
  ['heap KB/pl', 10, (f) => kb(f.retainedHeapBytesPerPlayer)],
  ['in msgs/s', 9, (f) => String(f.inboundPerSecond)],
  ['load cpu', 8, (f) => `${f.loadCpuPercent}%`],
  ['load lag p99', 12, (f) => n(f.loadLagP99Ms)],
  ['other cpu', 9, (f) => `${f.otherCpuPercent}%`],
  ['disconnects', 11, (f) => String(f.disconnects)],
];

function line(columns: readonly Column[], values: readonly string[]): string {
  return values
    .map((value, i) => {
      const width = columns[i]?.[1] ?? 0;
      return i < 2 ? value.padEnd(width) : value.padStart(width);
    })
    .join(' ')
    .trimEnd();
}

function table(title: string, columns: readonly Column[], results: readonly SizeResult[]) {
  console.log(`\n${title}`);
  console.log(line(columns, columns.map(([name]) => name)));
  for (const result of results) {
    for (const figures of [result.echo, result.plw, result.step]) {
      console.log(line(columns, columns.map(([, , cell]) => cell(figures))));
    }
  }
}

export function printTable(results: readonly SizeResult[]): void {
  table('Latency (ms)', LATENCY, results);
  table('Resources', RESOURCES, results);
}

/** Each side's CPU and event-loop lag, and whether the run measured the load generator rather than the server. */
/** A server loop waiting for a CPU this share of the time was starved by the machine's other work. */
const STARVED_PERCENT = 20;

const serverSide = (f: EngineFigures) =>
  `${f.engine} cpu ${f.serverCpuPercent}% lag ${n(f.serverLoop.p99Ms)}/${n(f.serverLoop.maxMs)} wait ${n(f.serverWaitPercent)}%`;
const loadSide = (f: EngineFigures) => `${f.engine} cpu ${f.loadCpuPercent}% lag p99 ${n(f.loadLagP99Ms)} wait ${n(f.loadWaitPercent)}%`;

/**
 * Each side's CPU and event-loop lag, and whether the run measured the load generator, or a machine whose
 * other work starved the server, rather than the server.
 */
export function printSides(results: readonly SizeResult[], plan: Plan): void {
  const server = plan.cores.server === null ? 'unpinned' : `core ${plan.cores.server}`;
  const load = plan.cores.load === null ? 'unpinned' : `core ${plan.cores.load}`;
  console.log('\nSides (CPU in % of one core; event-loop lag p99/max, ms; wait: share of the window its loop waited for a CPU)');
  for (const result of results) {
    const { echo, plw } = result;
    const { step } = result;
    console.log(`${result.players} players: server (${server}): ${serverSide(echo)}, ${serverSide(plw)}, ${serverSide(step)}`);
    console.log(`${' '.repeat(String(result.players).length)}          load (${load}): ${loadSide(echo)}, ${loadSide(plw)}, ${loadSide(step)}`);
    const lag = loadLagP99Ms(result);
    if (lag >= LOAD_LAG_P99_MS) {
      console.log(`  THIS RUN MEASURED THE LOAD: the load generator's loop lag p99 is ${lag} ms (>= ${LOAD_LAG_P99_MS} ms), so its own`);
      console.log('  queueing is part of every latency above.');
    }
    const waited = Math.max(plw.serverWaitPercent, echo.serverWaitPercent, step.serverWaitPercent);
    if (waited >= STARVED_PERCENT) {
      console.log(`  THE SERVER WAS STARVED: its loop waited for a CPU ${waited}% of a window while other processes used`);
      console.log(`  ${plw.otherCpuPercent}% of a core: its latencies measure the machine's other work, not the server.`);
    }
  }
}

function cellsOf(stages: Record<string, { p50Ms: number; p99Ms: number }>): string {
  return Object.entries(stages).map(([stage, f]) => `${stage} ${f.p50Ms}/${f.p99Ms}`).join(', ');
}

export function printNotes(results: readonly SizeResult[]): void {
  for (const result of results) {
    console.log(`\n${result.players} players:`);
    for (const note of result.notes) console.log(`  ${note}`);
    for (const figures of [result.plw, result.step]) {
      const stages = figures.answerStages;
      if (!stages || stages.total.count === 0) continue;
      console.log(`  answer stages on the server, ${figures.engine} (p50/p99 ms, ${stages.total.count} answers): ${cellsOf(stages)}`);
    }
    const reveals = result.step.revealStages;
    if (reveals && reveals.total.count > 0) {
      console.log(`  reveal stages on the server (p50/p99 ms, ${reveals.total.count} reveals): ${cellsOf(reveals)}`);
    }
    const refused = Object.entries(result.plw.rejected);
    if (refused.length > 0) console.log(`  refused answers: ${refused.map(([code, count]) => `${code} ${count}`).join(', ')}`);
  }
}

export function printTargets(results: readonly SizeResult[]): void {
  const verdicts = results.map((result) => judge(result));
  const names = verdicts[0]?.map((v) => v.target) ?? [];
  const width = Math.max(...names.map((name) => name.length));
  console.log('\nTargets (pass/FAIL and the measured value, per size)');
  console.log(`${'target'.padEnd(width)}  ${results.map((r) => String(r.players).padEnd(30)).join('')}`.trimEnd());
  names.forEach((name, i) => {
    const cells = verdicts.map((list) => {
      const v = list[i];
      const verdict = v?.pass === null ? 'n/a ' : v?.pass ? 'pass' : 'FAIL';
      return v === undefined ? ''.padEnd(30) : `${verdict} ${v.measured}`.padEnd(30);
    });
    console.log(`${name.padEnd(width)}  ${cells.join('')}`.trimEnd());
  });
  const atTarget = results.filter((r) => r.players >= TARGET_PLAYERS);
  if (atTarget.length === 0) {
    console.log(`\n${TARGET_PLAYERS} players in one room on one server process: not run at this size.`);
    return;
  }
  const met = atTarget.filter(allTargetsMet).map((r) => r.players);
  console.log(
    `\n${TARGET_PLAYERS} players in one room on one server process with every target met: ${met.length > 0 ? `yes, at ${met.join(', ')}` : 'no'}.`,
  );
}

export function printProfiles(results: readonly SizeResult[]): void {
  for (const result of results) {
    const windows = [
      ['echo messages', result.echo.profile],
      ['plw joins', result.plw.joinProfile],
      ['plw round', result.plw.profile],
      ['in-step round', result.step.profile],
    ] as const;
    for (const [name, profile] of windows) {
      if (profile !== undefined) printProfile(`${name} at ${result.players} players`, profile);
    }
  }
}

/** One window's CPU profile: by area, by function, and the app's own functions with what they call. */
export function printProfile(title: string, profile: ProfileSummary): void {
  const share = (ms: number) => `${((100 * ms) / Math.max(1, profile.totalMs)).toFixed(1)}%`.padStart(6);
  console.log(`\nServer CPU profile, ${title} (${profile.totalMs} ms sampled, idle included):`);
  for (const area of profile.areas) console.log(`  ${share(area.ms)}  ${area.name}`);
  console.log('  top functions (self time):');
  for (const fn of profile.functions) console.log(`  ${share(fn.ms)}  ${fn.name}`);
  console.log('  the app\'s own functions (inclusive time: with the libraries they call):');
  for (const fn of profile.ownCode) console.log(`  ${share(fn.ms)}  ${fn.name}`);
}
