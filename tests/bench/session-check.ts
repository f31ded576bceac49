import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { api } from '@plw/protocol/api';
import { buildApp } from '@plw/server/app';
import { openDatabase } from '@plw/server/db/connect';
import { migrateToLatest } from '@plw/server/db/migrate';
import { createTestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-server.ts';
import { signInMany } from './api/calls.ts';
import { type LoadFigures, runLoad } from './api/load.ts';
import { relay, stopper } from './child-process.ts';

// What the ended-session check costs a request: the same authenticated GET (a player's followed channels, a
// cached read, so the check's share is as large as it gets) on two servers of the same code and database, one
// with the check and one without, taking turns under autocannon in the same run. The servers share core 0, the
// load generator has core 1. The ended-session set holds --ended sessions, as after a busy quarter of an hour.
// Prints a table and, last, one JSON line.
//   npm run --silent bench:sessions [-- --smoke] [--duration 10] [--rounds 3] [--connections 50] [--ended 10000]

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    ended: { type: 'string', default: '10000' },
  },
});
const durationSeconds = Number(args.duration ?? (args.smoke ? 1 : 10));
const rounds = Number(args.rounds ?? (args.smoke ? 1 : 3));
const connections = Number(args.connections);
const endedCount = Number(args.ended);
for (const [name, value] of [['duration', durationSeconds], ['rounds', rounds], ['connections', connections]] as const) {
  if (!(value > 0)) {
    console.error(`bad --${name}`);
    process.exit(2);
  }
}
const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const SERVER = fileURLToPath(new URL('./sessions/server.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Children forked from here (the load generator) inherit this process's core. */
function pinThisProcess(core: number) {
  const pinned = spawn('taskset', ['-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
  return new Promise<void>((resolve) => pinned.once('exit', () => resolve()));
}

async function startServer(dataDir: string, check: 'on' | 'off') {
  const child: ChildProcess = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', SERVER, dataDir, check], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  relay(child, `server ${check}`);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the server (check ${check}) exited with ${code} while starting`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child, `server ${check}`) };
}

async function seed(dataDir: string) {
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'plw.sqlite') });
  try {
    await migrateToLatest(handle.db);
    const endedAt = new Date().toISOString();
    const rows = Array.from({ length: endedCount }, () => ({
      session_id: randomUUID(),
      user_id: randomUUID(),
      reason: 'LOGOUT' as const,
      ended_at: endedAt,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await handle.db.insertInto('ended_sessions').values(rows.slice(start, start + 500)).execute();
    }
  } finally {
    await handle.close();
  }
}

/**
 * The token check itself (app.verifyAccessToken: the signature, from @fastify/jwt's cache of verified tokens, and
 * the lookup) timed in this process on apps with the check on and off: a figure the machine's noise hardly moves.
 */
async function verifyCost(token: string): Promise<{ onNs: number; offNs: number }> {
  const database = { kind: 'sqlite' as const, dataDir: databaseDir, databaseUrl: undefined, drop: async () => {} };
  const build = (check: boolean) =>
    buildApp(testConfig(database, { seedDemo: false, logLevel: 'warn', endedSessionCheck: check }));
  const apps = { on: await build(true), off: await build(false) };
  try {
    for (const app of Object.values(apps)) {
      if (!app.verifyAccessToken(token)) throw new Error('the benchmark token does not verify');
    }
    // Batches taking turns, the fastest of each kept: the JIT and the machine's other work count least there.
    const best = { on: Number.POSITIVE_INFINITY, off: Number.POSITIVE_INFINITY };
    const calls = 100_000;
    for (let batch = 0; batch < 10; batch += 1) {
      for (const check of ['off', 'on'] as const) {
        const started = process.hrtime.bigint();
        for (let i = 0; i < calls; i += 1) apps[check].verifyAccessToken(token);
        best[check] = Math.min(best[check], Number(process.hrtime.bigint() - started) / calls);
      }
    }
    return { onNs: Math.round(best.on), offNs: Math.round(best.off) };
  } finally {
    await Promise.all(Object.values(apps).map((app) => app.close()));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await pinThisProcess(1);
const database = await createTestDatabase('');
const databaseDir = database.dataDir;
const servers: { stop(): Promise<void> }[] = [];
try {
  await seed(database.dataDir);
  const on = await startServer(database.dataDir, 'on');
  servers.push(on);
  const off = await startServer(database.dataDir, 'off');
  servers.push(off);
  const players = await signInMany(on.url, args.smoke ? 10 : 200);
  const tokens = players.map((player) => player.token);
  const route = api.subscriptions.path;
  const figures: Record<'on' | 'off', LoadFigures[]> = { on: [], off: [] };
  for (let round = 1; round <= rounds; round += 1) {
    // Each goes first in every other round, so neither always meets the machine right after the other.
    const order = [['off', off], ['on', on]] as const;
    for (const [check, server] of round % 2 === 1 ? order : [...order].reverse()) {
      log(`round ${round}/${rounds}: GET ${route} with the check ${check}`);
      figures[check].push(
        await runLoad({ url: `${server.url}${route}`, tokens, connections, warmupSeconds: 2, durationSeconds }),
      );
    }
  }
  const summary = (check: 'on' | 'off') => ({
    rps: median(figures[check].map((f) => f.rps)),
    p99Ms: median(figures[check].map((f) => f.p99Ms)),
    non2xx: figures[check].reduce((sum, f) => sum + f.non2xx + f.errors, 0),
  });
  const withCheck = summary('on');
  const without = summary('off');
  // Each round's two runs are next to each other in time: their ratio is steadier than the medians' on a busy machine.
  const ratios = figures.on.map((f, index) => f.rps / (figures.off[index]?.rps ?? f.rps));
  ratios.forEach((r, index) => log(`round ${index + 1}: with / without = ${r.toFixed(3)}`));
  const ratio = Number(median(ratios).toFixed(3));
  const perCall = await verifyCost(tokens[0] ?? '');
  console.log(`GET ${route}, ${connections} connections, ${rounds} x ${durationSeconds} s each, ${endedCount} ended sessions held`);
  console.log('check   requests/s   p99 ms   failed');
  for (const [name, row] of [['off', without], ['on', withCheck]] as const) {
    console.log(`${name.padEnd(8)}${String(row.rps).padStart(12)}${String(row.p99Ms).padStart(9)}${String(row.non2xx).padStart(9)}`);
  }
  console.log(`with the check / without: ${ratio} of the requests per second (median of the rounds' ratios)`);
  console.log(
    `one token check in-process: ${perCall.onNs} ns with the ended-session lookup, ${perCall.offNs} ns without`,
  );
  console.log(
    JSON.stringify({ bench: 'sessions', route, ended: endedCount, on: withCheck, off: without, ratio, verifyNs: perCall }),
  );
  if (withCheck.non2xx > 0 || without.non2xx > 0) {
    console.error('some requests failed: the figures do not measure the route');
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
