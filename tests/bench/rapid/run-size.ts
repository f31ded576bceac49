import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { echoFigures, type EngineFigures, roundFigures, roundNotes, type SizeResult } from './figures.ts';
import { echoServerProbe, type Probe, roundServerProbe } from './probe.ts';
import { CpuWindow, raiseOpenFiles, rssBytes, watchPeakRss } from './proc.ts';
import { missingAnswers, scheduleRound } from './round-game.ts';
import { type ServerProcess, startEchoServer, startRoundServer } from './server-process.ts';
import type { StatsReply } from './stats-messages.ts';
import { round, spreadOf } from './stats.ts';
import { WorkerPool } from './worker-pool.ts';

// One size of the benchmark, start to finish: a fresh round server on a fresh database, N guests, the echo
// baseline with those N clients, then one live round with the same clients, and the database checked after.

export interface Plan {
  players: number;
  workers: number;
  /** Answers per player, one every `intervalMs`; the echo phase sends as many messages. */
  answers: number;
  intervalMs: number;
  questions: number;
  durationSeconds: number;
  joinSpreadMs: number;
  /** From the planned last join to the start. */
  startGapMs: number;
  /** Sockets each worker opens (and signs in) at once. */
  concurrency: number;
  clockPings: number;
  ackTimeoutMs: number;
  /** Profile the server's CPU over each engine's window. */
  profile: boolean;
}

export interface PlanOptions {
  workers: number;
  smoke: boolean;
  profile: boolean;
  /** Overrides the default spread of the joins. */
  joinSpreadMs?: number | undefined;
}

export function planFor(players: number, options: PlanOptions): Plan {
  const { smoke } = options;
  const answers = smoke ? 4 : 10;
  const intervalMs = 2_000;
  return {
    players,
    workers: options.workers,
    answers,
    intervalMs,
    questions: smoke ? 4 : 12,
    // Every answer fits with a few seconds to spare, so slow acks are measured rather than refused.
    durationSeconds: smoke ? 10 : Math.ceil((answers * intervalMs + 6_000) / 1000),
    joinSpreadMs: options.joinSpreadMs ?? (smoke ? 1_000 : Math.max(2_000, players * 0.4)),
    startGapMs: smoke ? 3_000 : 15_000,
    concurrency: 32,
    clockPings: 5,
    ackTimeoutMs: 30_000,
    profile: options.profile,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const nan = Number.NaN;
const NO_STATS: StatsReply = {
  id: -1,
  stats: {
    memory: { rss: nan, heapUsed: nan, heapTotal: nan, external: nan, arrayBuffers: nan },
    loop: { p50Ms: nan, p99Ms: nan, maxMs: nan },
  },
};

/** A server whose questions about itself may go unanswered (it is stuck or gone): noted, and NaN figures. */
function tolerant(server: ServerProcess, notes: string[]): ServerProcess {
  return {
    ...server,
    ask: (kind) =>
      server.ask(kind).catch((error: unknown) => {
        notes.push(`${server.url}: no answer to "${kind}": ${String(error)}`);
        return NO_STATS;
      }),
  };
}
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
type Log = (line: string) => void;

/** What happens on the machine between two epoch times (ms): CPU by process group, server loop, probe. */
interface Watched {
  server: ServerProcess;
  pool: WorkerPool;
  probe: Probe;
  profile: boolean;
}

async function measureBetween(from: number, to: number, { server, pool, probe, profile }: Watched) {
  await sleepUntil(from);
  const serverCpu = new CpuWindow([server.pid]);
  const loadCpu = new CpuWindow(pool.pids);
  const parentCpu = new CpuWindow([process.pid]);
  const machineCpu = new CpuWindow('machine');
  probe.begin();
  await server.ask('reset-loop');
  if (profile) await server.ask('profile-start');
  await sleepUntil(to);
  const [ownServer, load] = [serverCpu.percent(), loadCpu.percent()];
  const other = machineCpu.percent() - ownServer - load - parentCpu.percent();
  const end = await server.ask(profile ? 'profile-stop' : 'stats');
  return {
    serverCpu: round(ownServer),
    loadCpu: round(load),
    otherCpu: round(other),
    probeMs: probe.end(),
    serverLoop: end.stats.loop,
    profile: end.profile,
    windowSeconds: (to - from) / 1000,
  };
}

export async function runSize(plan: Plan, log: Log): Promise<SizeResult> {
  const { players } = plan;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plw-bench-rapid-'));
  const openFiles = players + 1_024;
  log(`${players} players: starting the servers and ${plan.workers} load workers`);
  const pool = WorkerPool.start(players, plan.workers);
  const notes = pool.pids.flatMap((pid) => raiseOpenFiles(pid, Math.ceil(players / plan.workers) + 1_024) ?? []);
  // Both servers start together; the echo server idles until its phase and is stopped after it.
  const [server, echo] = await Promise.allSettled([startRoundServer(dataDir, openFiles), startEchoServer(openFiles)]);
  if (server.status === 'rejected' || echo.status === 'rejected') {
    pool.stop();
    for (const started of [server, echo]) if (started.status === 'fulfilled') await started.value.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw server.status === 'rejected' ? server.reason : (echo as PromiseRejectedResult).reason;
  }
  notes.push(...server.value.notes, ...echo.value.notes);
  const [roundServer, echoServer] = [tolerant(server.value, notes), tolerant(echo.value, notes)];
  try {
    log(`${players} players: signing in guests`);
    const signIns = await pool.all('signIn', () => ({ url: server.value.url, concurrency: plan.concurrency }));
    const signedIn = sum(signIns.map((s) => s.signedIn));
    if (signedIn < players) notes.push(`only ${signedIn} of ${players} guests signed in: ${signIns.find((s) => s.firstError)?.firstError}`);
    const echoResult = await runEcho(plan, echoServer, pool, notes, log).finally(() => echo.value.stop());
    const plw = await runRound(plan, dataDir, roundServer, pool, notes, log);
    return { players, echo: echoResult, plw, notes };
  } finally {
    await pool.all('close', () => ({})).catch(() => undefined);
    pool.stop();
    await Promise.all([server.value.stop(), echo.value.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runEcho(
  plan: Plan,
  echo: ServerProcess,
  pool: WorkerPool,
  notes: string[],
  log: Log,
): Promise<EngineFigures> {
  const { players } = plan;
  log(`${players} players: echo baseline`);
  const before = await echo.ask('gc');
  const rssBefore = rssBytes(echo.pid);
  const peak = watchPeakRss(echo.pid);
  const probe = await echoServerProbe(echo.url);
  const connects = await pool.all('echoConnect', () => ({ url: echo.url, concurrency: plan.concurrency }));
  const connected = sum(connects.map((c) => c.connected));
  if (connected < players) notes.push(`echo: ${players - connected} sockets failed to connect: ${connects.find((c) => c.firstError)?.firstError}`);
  const seated = await echo.ask('gc');
  const startAt = Date.now() + 1_000;
  const endAt = startAt + plan.answers * plan.intervalMs;
  const window = measureBetween(startAt, endAt, { server: echo, pool, probe, profile: plan.profile });
  const runs = await pool.all('echoRun', () => ({
    startAt,
    messages: plan.answers,
    intervalMs: plan.intervalMs,
    ackTimeoutMs: plan.ackTimeoutMs,
  }));
  const measured = await window;
  const rssGrowth = peak.stop() - rssBefore;
  probe.close();
  const retainedHeap = seated.stats.memory.heapUsed - before.stats.memory.heapUsed;
  return echoFigures(runs, { players, connected, rssGrowth, retainedHeap, ...measured });
}

async function runRound(
  plan: Plan,
  dataDir: string,
  server: ServerProcess,
  pool: WorkerPool,
  notes: string[],
  log: Log,
): Promise<EngineFigures> {
  const { players } = plan;
  log(`${players} players: connecting to the round server`);
  const before = await server.ask('gc');
  const rssBefore = rssBytes(server.pid);
  const peak = watchPeakRss(server.pid);
  const probe = await roundServerProbe(server.url);
  const connects = await pool.all('connect', () => ({ url: server.url, concurrency: plan.concurrency, clockPings: plan.clockPings }));
  const connected = sum(connects.map((c) => c.connected));
  if (connected < players) notes.push(`plw: ${players - connected} sockets failed to connect: ${connects.find((c) => c.firstError)?.firstError}`);
  const offsets = spreadOf(...connects.map((c) => c.offsetMs.map(Math.abs)));
  const rtts = spreadOf(...connects.map((c) => c.bestRttMs));
  notes.push(`clock sync: |offset| p50 ${offsets.p50} max ${offsets.max} ms, best round trip p50 ${rtts.p50} max ${rtts.max} ms`);

  const joinAt = Date.now() + 1_000;
  const startsAt = joinAt + plan.joinSpreadMs + plan.startGapMs;
  const game = await scheduleRound(dataDir, startsAt, plan.durationSeconds, plan.questions);
  const inSeconds = Math.round((game.startsAt - Date.now()) / 1000);
  log(`${players} players: joining over ${plan.joinSpreadMs} ms, start in ${inSeconds} s, ${plan.durationSeconds} s round`);
  // The server's loop and CPU while players join, read once the joins are done; then the memory of the
  // seated players, well before the start so that the GC pause it takes is not measured.
  const joining = sleepUntil(joinAt).then(async () => {
    await server.ask('reset-loop');
    if (plan.profile) await server.ask('profile-start');
    const cpu = new CpuWindow([server.pid]);
    await sleepUntil(game.startsAt - Math.min(5_000, plan.startGapMs / 2));
    const { stats, profile } = await server.ask(plan.profile ? 'profile-stop' : 'stats');
    const cpuPercent = round(cpu.percent());
    return { loop: stats.loop, cpuPercent, profile, seated: await server.ask('gc') };
  });
  const window = measureBetween(game.startsAt, game.endsAt, { server, pool, probe, profile: plan.profile });
  const plays = await pool.all('play', (worker) => ({
    gameId: game.gameId,
    joinAt,
    joinSpreadMs: plan.joinSpreadMs,
    firstIndex: worker.firstIndex,
    total: players,
    answers: plan.answers,
    intervalMs: plan.intervalMs,
    ackTimeoutMs: plan.ackTimeoutMs,
    endsAt: game.endsAt,
    endGraceMs: plan.ackTimeoutMs + 5_000,
  }));
  const measured = await window;
  const rssGrowth = peak.stop() - rssBefore;
  probe.close();
  const joined = await joining;
  const retainedHeap = joined.seated.stats.memory.heapUsed - before.stats.memory.heapUsed;
  const { p99Ms, maxMs } = joined.loop;
  notes.push(`server while joining: loop lag p99 ${round(p99Ms)} max ${round(maxMs)} ms, cpu ${joined.cpuPercent}%`);

  const questionIds = plays.find((p) => p.questionIds.length > 0)?.questionIds ?? [];
  const { missing, stored } = missingAnswers(dataDir, game.gameId, questionIds, plays.flatMap((p) => p.ackedMasks));
  notes.push(...roundNotes(plays, game.startsAt, stored, missing));
  return {
    ...roundFigures(plays, { players, connected, rssGrowth, retainedHeap, missing, ...measured }),
    joinProfile: joined.profile,
  };
}
