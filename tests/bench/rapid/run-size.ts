import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ClientCheck, compareClients } from './client-check.ts';
import { allowedCores } from './cores.ts';
import { echoFigures, type EngineFigures, roundFigures, roundNotes, type SizeResult } from './figures.ts';
import { processCosts } from './capacity-inputs.ts';
import { runInStep } from './in-step-run.ts';
import { between, type PhaseTotals, readProcesses } from './process-meter.ts';
import { echoServerProbe, roundServerProbe } from './probe.ts';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { CpuWindow, raiseOpenFiles, totalRssBytes, watchPeakRss } from './proc.ts';
import { missingAnswers, scheduleRound } from './round-game.ts';
import { type ServerProcess, type Storage, startEchoServer, startRoundServers } from './server-process.ts';
import type { StatsReply } from './stats-messages.ts';
import { round, spreadOf } from './stats.ts';
import { WorkerPool } from './worker-pool.ts';
import { type Log, measureBetween, sleepUntil } from './measure.ts';
import type { Plan } from './plan.ts';

// One size of the benchmark, start to finish: a fresh round server on a fresh database, N guests, the echo
// baseline with those N clients, then one live round with the same clients, and the database checked after.

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
function tolerant(server: ServerProcess, name: string, notes: string[]): ServerProcess {
  return {
    ...server,
    ask: (kind) =>
      server.ask(kind).catch((error: unknown) => {
        notes.push(`the ${name} did not answer "${kind}": ${String(error)}`);
        return NO_STATS;
      }),
  };
}

/** Postgres and Redis, as several processes use them (DATABASE_URL and REDIS_URL, or the local ones). */
const SHARED_DEFAULTS = { database: 'postgres://postgres@127.0.0.1:5432/postgres', redis: 'redis://127.0.0.1:6379' };

/** A fresh data folder, and when shared a fresh Postgres database and Redis prefix; unreachable ones fail loudly. */
async function openStorage(plan: Plan): Promise<Storage & { remove(): Promise<void> }> {
  if (!plan.shared) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plw-bench-rapid-'));
    return { dataDir, shared: null, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const redisUrl = process.env.REDIS_URL ?? SHARED_DEFAULTS.redis;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => null, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis is unreachable at ${redisUrl}: ${String(error)}`);
  }
  const database: TestDatabase = await createTestDatabase(process.env.DATABASE_URL ?? SHARED_DEFAULTS.database);
  const redisPrefix = `plw-bench-${randomBytes(4).toString('hex')}:`;
  return {
    dataDir: database.dataDir,
    shared: { databaseUrl: database.databaseUrl ?? '', redisUrl, redisPrefix, jwtSecret: randomBytes(32).toString('hex') },
    async remove() {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await database.drop();
    },
  };
}

export async function runSize(plan: Plan, log: Log): Promise<SizeResult> {
  const { players } = plan;
  const storage = await openStorage(plan);
  const openFiles = Math.ceil(players / plan.processes) + 1_024;
  const on = plan.shared ? ` (${plan.processes} on Postgres and Redis)` : '';
  log(`${players} players: starting the servers${on} and ${plan.workers} load workers`);
  const pool = WorkerPool.start(players, plan.workers, plan.cores.load);
  const notes = pool.pids.flatMap((pid) => raiseOpenFiles(pid, Math.ceil(players / plan.workers) + 1_024) ?? []);
  // The servers start together; the echo server idles until its phase and is stopped after it.
  const [server, echo] = await Promise.allSettled([
    startRoundServers(storage, plan.processes, openFiles, plan.cores.server),
    startEchoServer(players + 1_024, plan.cores.server),
  ]);
  if (server.status === 'rejected' || echo.status === 'rejected') {
    pool.stop();
    for (const started of [server, echo]) if (started.status === 'fulfilled') await started.value.stop();
    await storage.remove();
    throw server.status === 'rejected' ? server.reason : (echo as PromiseRejectedResult).reason;
  }
  notes.push(...server.value.notes, ...echo.value.notes);
  const where = (pids: readonly number[]) => pids.map((pid) => allowedCores(pid)).join(', ');
  notes.push(
    `cores allowed (Cpus_allowed_list): round server ${where(server.value.pids)}; echo server ${where(echo.value.pids)}; `
    + `load workers ${where(pool.pids)}; parent ${allowedCores(process.pid)}`,
  );
  const roundServer = tolerant(server.value, 'round server', notes);
  const echoServer = tolerant(echo.value, 'echo server', notes);
  try {
    log(`${players} players: signing in guests`);
    const signIns = await pool.all('signIn', () => ({ url: server.value.url, concurrency: plan.concurrency }));
    const signedIn = sum(signIns.map((s) => s.signedIn));
    if (signedIn < players) notes.push(`only ${signedIn} of ${players} guests signed in: ${signIns.find((s) => s.firstError)?.firstError}`);
    const echoResult = await runEcho(plan, echoServer, pool, notes, log).finally(() => echo.value.stop());
    const { figures: plw, clientCheck, connect } = await runRound(plan, storage, roundServer, pool, notes, log);
    const { figures: step, phases } = await runInStep(plan, storage, roundServer, pool, notes, log);
    const perProcess = processCosts({
      connect,
      phases,
      players,
      questions: plan.inStep.questions,
      answers: step.acked,
      rssBytesPerPlayer: plw.serverBytesPerPlayer,
      heapBytesPerPlayer: plw.retainedHeapBytesPerPlayer,
    });
    const serverCores = plan.cores.serverCores;
    return { players, serverCores, echo: echoResult, plw, step, clientCheck, perProcess, notes };
  } finally {
    await pool.all('close', () => ({})).catch(() => undefined);
    pool.stop();
    await Promise.all([server.value.stop(), echo.value.stop()]);
    await storage.remove();
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
  const rssBefore = totalRssBytes(echo.pids);
  const peak = watchPeakRss(echo.pids);
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
  storage: Storage,
  server: ServerProcess,
  pool: WorkerPool,
  notes: string[],
  log: Log,
): Promise<{ figures: EngineFigures; clientCheck: ClientCheck; connect: PhaseTotals }> {
  const { players } = plan;
  log(`${players} players: connecting to the round server`);
  const before = await server.ask('gc');
  const rssBefore = totalRssBytes(server.pids);
  const peak = watchPeakRss(server.pids);
  const probe = await roundServerProbe(server.url);
  const beforeConnect = readProcesses(server);
  const connects = await pool.all('connect', () => ({ urls: server.urls, concurrency: plan.concurrency, clockPings: plan.clockPings }));
  const connect = between(beforeConnect, readProcesses(server));
  const connected = sum(connects.map((c) => c.connected));
  if (connected < players) notes.push(`plw: ${players - connected} sockets failed to connect: ${connects.find((c) => c.firstError)?.firstError}`);
  const offsets = spreadOf(...connects.map((c) => c.offsetMs.map(Math.abs)));
  const rtts = spreadOf(...connects.map((c) => c.bestRttMs));
  notes.push(`clock sync: |offset| p50 ${offsets.p50} max ${offsets.max} ms, best round trip p50 ${rtts.p50} max ${rtts.max} ms`);

  const joinAt = Date.now() + 1_000;
  const startsAt = joinAt + plan.joinSpreadMs + plan.startGapMs;
  const game = await scheduleRound(storage, startsAt, plan.durationSeconds, plan.questions);
  const inSeconds = Math.round((game.startsAt - Date.now()) / 1000);
  log(`${players} players: joining over ${plan.joinSpreadMs} ms, start in ${inSeconds} s, ${plan.durationSeconds} s round`);
  // The server's loop and CPU while players join, read once the joins are done; then the memory of the
  // seated players, well before the start so that the GC pause it takes is not measured.
  const joining = sleepUntil(joinAt).then(async () => {
    await server.ask('reset-loop');
    if (plan.profile) await server.ask('profile-start');
    const cpu = new CpuWindow(server.pids);
    await sleepUntil(game.startsAt - Math.min(5_000, plan.startGapMs / 2));
    const { stats, profile } = await server.ask(plan.profile ? 'profile-stop' : 'stats');
    const cpuPercent = round(cpu.percent());
    // A server too busy to answer in time is not given a full GC to run into the start.
    const late = Date.now() > game.startsAt - 2_000;
    if (late) notes.push('seated memory not measured: the server answered too close to the start');
    return { loop: stats.loop, cpuPercent, profile, seated: late ? NO_STATS : await server.ask('gc') };
  });
  const window = measureBetween(game.startsAt, game.endsAt, { server, pool, probe, profile: plan.profile });
  const plays = await pool.all('play', (worker) => ({
    gameId: game.gameId,
    style: 'FREE' as const,
    answerWindowMs: 0,
    joinAt,
    joinSpreadMs: plan.joinSpreadMs,
    firstIndex: worker.firstIndex,
    total: players,
    answers: plan.answers,
    intervalMs: plan.intervalMs,
    ackTimeoutMs: plan.ackTimeoutMs,
    // One player in 100 (25 below 1,000 players) joins in the first half: the board changes while it runs.
    lateJoins: {
      every: players < 1_000 ? 25 : 100,
      from: game.startsAt + 500,
      spreadMs: (game.endsAt - game.startsAt) / 2,
    },
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
  const acked = plays.flatMap((p) => p.ackedMasks);
  const { missing, stored } = await missingAnswers(storage, game.gameId, questionIds, acked);
  notes.push(...roundNotes(plays, game.startsAt, stored, missing));
  const clientCheck = compareClients(plays.flatMap((p) => p.recordings));
  notes.push(clientCheck.summary);
  const figures = roundFigures('plw', plays, { players, connected, rssGrowth, retainedHeap, missing, ...measured });
  return { figures: { ...figures, joinProfile: joined.profile }, clientCheck, connect };
}
