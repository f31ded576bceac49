import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { raiseOpenFiles } from './proc.ts';
import type { StatsReply, StatsRequest } from './stats-messages.ts';

// The two servers of the benchmark, each in a child process of its own so that /proc shows its CPU and
// memory alone: the real one (server/src/main.ts on a temporary SQLite database) and the bare echo server.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ECHO_SERVER = fileURLToPath(new URL('./echo-server.ts', import.meta.url));
/** Node flags of both servers: TypeScript, then the stats preload (and gc() for its memory figures). */
const SERVER_FLAGS = ['--import', 'tsx', '--import', new URL('./server-stats.ts', import.meta.url).href, '--expose-gc'];

export interface ServerProcess {
  url: string;
  pid: number;
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Stops a child; an exit we did not ask for is reported on stderr, since it explains what follows. */
function stopper(child: ChildProcess, tag: string): () => Promise<void> {
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[${tag}] exited unexpectedly (${code ?? signal})\n`);
  });
  return () =>
    new Promise((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Lines of a child's output go to our stderr, tagged: stdout must end with the benchmark's JSON. */
function relay(child: ChildProcess, tag: string) {
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stderr.write(`[${tag}] ${line}\n`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
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

/** `node --import tsx server/src/main.ts` with the benchmark's environment, once it answers /api/health. */
export async function startRoundServer(dataDir: string, openFiles: number): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  relay(child, 'server');
  const pid = child.pid ?? 0;
  const note = raiseOpenFiles(pid, openFiles);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, 'server');
  try {
    await waitUntilHealthy(url, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid, notes: note === undefined ? [] : [note], ask: asker(child), stop };
}

export async function startEchoServer(openFiles: number): Promise<ServerProcess> {
  const child = fork(ECHO_SERVER, [], { execArgv: SERVER_FLAGS, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
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
  return { url, pid, notes: note === undefined ? [] : [note], ask: asker(child), stop: stopper(child, 'echo') };
}
