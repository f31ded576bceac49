import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/server-process.ts';
import { relay, stopper } from '../child-process.ts';
import { onCores } from './cores.ts';
import { raiseOpenFiles } from './proc.ts';
import type { StatsReply, StatsRequest } from './stats-messages.ts';
import type { StageFigures } from '../../../server/src/realtime/rooms/answer-stages.ts';
import { type CountingRelay, startCountingRelay } from './wire-counters.ts';

// The servers of the benchmark, each in a child process of its own (on the servers' cores, cores.ts) so
// that /proc shows its CPU and memory alone: the real one (server/src/main.ts on a temporary SQLite
// database; or several of them on one Postgres database sharing the round through Redis, seen by the
// benchmark as one) and the bare echo server.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ECHO_SERVER = fileURLToPath(new URL('./echo-server.ts', import.meta.url));
/** Node flags of both servers: TypeScript, then the stats preload (and gc() for its memory figures). */
const SERVER_FLAGS = ['--import', 'tsx', '--import', new URL('./server-stats.ts', import.meta.url).href, '--expose-gc'];

export interface ServerProcess {
  /** Where REST calls and the probe go: the first process. */
  url: string;
  /** Where players connect, one in turn each. */
  urls: string[];
  pids: number[];
  /**
   * Per process (as `pids`), on Postgres and Redis: the counting relays it reaches them through (wire-counters.ts),
   * so the run can tell each process's statements and commands apart; null on SQLite.
   */
  relays: (BackendRelays | null)[];
  /** Warnings about the process's limits, for the report. */
  notes: string[];
  /** Asks the server process about itself (see server-stats.ts). */
  ask(kind: StatsRequest['kind']): Promise<StatsReply>;
  stop(): Promise<void>;
}

function asker(child: ChildProcess): ServerProcess['ask'] {
  let nextId = 0;
  const waiting = new Map<number, { resolve(reply: StatsReply): void; reject(error: Error): void }>();
  child.on('message', (message: Partial<StatsReply>) => {
    if (typeof message.id !== 'number') return;
    waiting.get(message.id)?.resolve(message as StatsReply);
    waiting.delete(message.id);
  });
  child.on('exit', (code, signal) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the server exited (${code ?? signal})`));
    waiting.clear();
  });
  return (kind) =>
    new Promise((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error('the server has exited'));
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the server did not answer "${kind}" within 60 s`));
      }, 60_000);
      waiting.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.send({ id, kind } satisfies StatsRequest);
    });
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(new URL('/api/health', url));
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

export interface BackendRelays {
  postgres: CountingRelay;
  redis: CountingRelay;
}

/** Where the round servers keep their data: a SQLite file in the data folder, or Postgres and Redis. */
export interface Storage {
  dataDir: string;
  shared: { databaseUrl: string; redisUrl: string; redisPrefix: string; jwtSecret: string } | null;
}

/**
 * The round servers: one, or several on one Postgres database and one Redis. The first starts alone (it
 * migrates and seeds the database); the others join it. Asked about themselves, they answer together: memory
 * summed, the worst loop lag, the first one's CPU profile.
 */
export async function startRoundServers(
  storage: Storage,
  count: number,
  openFiles: number,
  cores: string | null,
  rateLimits = false,
): Promise<ServerProcess> {
  const first = await startRoundServer(storage, openFiles, cores, rateLimits);
  const more = Array.from({ length: count - 1 }, () => startRoundServer(storage, openFiles, cores, rateLimits));
  const others = await Promise.allSettled(more);
  const started = [first, ...others.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))];
  const failed = others.find((o) => o.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((s) => s.stop()));
    throw failed.reason;
  }
  if (started.length === 1) return first;
  return {
    url: first.url,
    urls: started.map((s) => s.url),
    pids: started.map((s) => s.pids[0] ?? 0),
    relays: started.map((s) => s.relays[0] ?? null),
    notes: started.flatMap((s) => s.notes),
    ask: async (kind) => combine(await Promise.all(started.map((s) => s.ask(kind)))),
    stop: async () => {
      await Promise.all(started.map((s) => s.stop()));
    },
  };
}

function combine(replies: StatsReply[]): StatsReply {
  const [first, ...rest] = replies;
  if (!first) throw new Error('no server answered');
  const memory = { ...first.stats.memory };
  const loop = { ...first.stats.loop };
  for (const { stats } of rest) {
    for (const key of Object.keys(memory) as (keyof typeof memory)[]) memory[key] += stats.memory[key];
    loop.p50Ms = Math.max(loop.p50Ms, stats.loop.p50Ms);
    loop.p99Ms = Math.max(loop.p99Ms, stats.loop.p99Ms);
    loop.maxMs = Math.max(loop.maxMs, stats.loop.maxMs);
  }
  const answerStages = slowestStages(replies.map((reply) => reply.stats.answerStages));
  const revealStages = slowestStages(replies.map((reply) => reply.stats.revealStages));
  return { id: first.id, stats: { memory, loop, answerStages, revealStages }, profile: first.profile };
}

/** Several processes' stage figures: each stage as the slowest of them had it, counted over all. */
function slowestStages<S extends string>(each: (Record<S, StageFigures> | undefined)[]) {
  const [first, ...rest] = each;
  if (!first) return undefined;
  const slowest = { ...first };
  for (const stages of rest) {
    if (!stages) continue;
    for (const stage of Object.keys(slowest) as S[]) {
      const [a, b] = [slowest[stage], stages[stage]];
      slowest[stage] = { ...(b.p99Ms > a.p99Ms ? b : a), count: a.count + b.count };
    }
  }
  return slowest;
}

/**
 * `node --import tsx server/src/main.ts` with the benchmark's environment, once it answers /api/health. Rate limits
 * are off (a load benchmark measures the code path), or the production defaults when the run is about them.
 */
async function startRoundServer(
  { dataDir, shared }: Storage,
  openFiles: number,
  cores: string | null,
  rateLimits: boolean,
): Promise<ServerProcess> {
  const port = await freePort();
  // Where the data lives is the benchmark's choice alone, whatever this shell has set.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const { command, prefix } = onCores(cores);
  const relays = shared && {
    postgres: await startCountingRelay('postgres', shared.databaseUrl),
    redis: await startCountingRelay('redis', shared.redisUrl),
  };
  const closeRelays = async () => {
    if (relays) await Promise.all([relays.postgres.close(), relays.redis.close()]);
  };
  const child = spawn(command, [...prefix, ...SERVER_FLAGS, 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: String(rateLimits),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The demo's own simulated rounds would be load the benchmark does not count.
      DEMO_ROUNDS: 'false',
      ...(shared && relays && {
        DATABASE_URL: relays.postgres.url,
        REDIS_URL: relays.redis.url,
        REDIS_PREFIX: shared.redisPrefix,
        JWT_SECRET: shared.jwtSecret,
      }),
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  relay(child, 'server');
  const pid = child.pid ?? 0;
  const note = raiseOpenFiles(pid, openFiles);
  const url = `http://127.0.0.1:${port}`;
  const stopChild = stopper(child, 'server');
  const stop = () => stopChild().then(closeRelays);
  try {
    await waitUntilHealthy(url, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const notes = note === undefined ? [] : [note];
  return { url, urls: [url], pids: [pid], relays: [relays || null], notes, ask: asker(child), stop };
}

export async function startEchoServer(openFiles: number, cores: string | null): Promise<ServerProcess> {
  const { command, prefix } = onCores(cores);
  const child = fork(ECHO_SERVER, [], {
    execPath: command,
    execArgv: [...prefix, ...SERVER_FLAGS],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  relay(child, 'echo');
  const pid = child.pid ?? 0;
  const note = raiseOpenFiles(pid, openFiles);
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { port?: number }) => {
      if (typeof message.port === 'number') resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`the echo server exited with code ${code} while starting`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const notes = note === undefined ? [] : [note];
  return { url, urls: [url], pids: [pid], relays: [null], notes, ask: asker(child), stop: stopper(child, 'echo') };
}
