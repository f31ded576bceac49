import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/server-process.ts';
import { relay, stopper } from '../child-process.ts';

// The servers of the API benchmark, each in a process of its own: the real one (`node --import tsx
// server/src/main.ts` on the seeded database, rate limits off) and the bare Fastify baseline.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BASELINE_SERVER = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
export const BASELINE_PATH = '/api/baseline';
export const CLIENT_DIST = path.join(repoRoot, 'client', 'dist');
const JWT_SECRET = 'api-benchmark-secret-that-is-long-enough-for-hs256';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** How often a starting server is asked whether it answers: the start-up figure's resolution. */
const PROBE_EVERY_MS = 20;

/**
 * Spawns the real server on the seeded database and waits until it answers; `startUpMs` is the time from the spawn
 * to its first answer of /api/health (it listens), TypeScript loading and migrations checked included.
 */
export async function startApiServer(storage: { dataDir: string; databaseUrl: string | undefined }) {
  const port = await freePort();
  const spawnedAt = performance.now();
  // Where the data lives is the benchmark's choice alone, whatever this shell has set.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl && { DATABASE_URL: storage.databaseUrl }),
      JWT_SECRET,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DEMO_ROUNDS: 'false',
      CLIENT_DIST,
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child, 'server');
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, 'server');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  const startUpMs = Math.round(performance.now() - spawnedAt);
  return { url, pid: child.pid ?? 0, stop, startUpMs } satisfies RunningServer & { startUpMs: number };
}

export async function startBaselineServer(bodyBytes: number): Promise<RunningServer & { bodyBytes: number }> {
  const child = fork(BASELINE_SERVER, [BASELINE_PATH, String(bodyBytes)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  relay(child, 'baseline');
  const started = await new Promise<{ port: number; bytes: number }>((resolve, reject) => {
    child.once('message', (message: { port: number; bytes: number }) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the baseline server exited with code ${code} while starting`)));
  });
  const url = `http://127.0.0.1:${started.port}`;
  return { url, pid: child.pid ?? 0, bodyBytes: started.bytes, stop: stopper(child, 'baseline') };
}
