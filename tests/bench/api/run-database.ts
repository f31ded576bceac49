import path from 'node:path';
import { openDatabase } from '@plw/server/db/connect';
import { migrateToLatest } from '@plw/server/db/migrate';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { type Call, type CallName, callsFor, makeRegulars, probeCalls, signInMany } from './calls.ts';
import type { DataSetSize } from './data-set.ts';
import { type LoadFigures, runLoad } from './load.ts';
import { unsettledPlays } from './left-over-rounds.ts';
import { type SeededData, seedDataSet } from './seed.ts';
import { BASELINE_PATH, type RunningServer, startApiServer, startBaselineServer } from './servers.ts';

// One database's run: a fresh database seeded with the data set, the real server on it, guest players signed
// in through the API, then for each call autocannon on its baseline (a bare Fastify route answering a static
// body exactly as large as the call's response) and right after on the call, so both meet the same machine.

export type DatabaseKind = 'sqlite' | 'postgres';

export interface LoadPlan {
  size: DataSetSize;
  /** How many signed-in players take turns making the calls. */
  players: number;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface CallResult {
  name: CallName;
  path: string;
  bytes: number;
  figures: LoadFigures;
  baseline: LoadFigures;
}

export interface DatabaseResult {
  db: DatabaseKind;
  seedSeconds: number;
  /** From spawning the server on the seeded database to its first answer. */
  startUpMs: number;
  /** The same on an empty database (migrated), right before: what start-up costs without any data. */
  emptyStartUpMs: number;
  /** The rounds left over in the data set that the server settled after it listened, and how long that took. */
  leftOver: LeftOverFigures;
  rows: Record<string, number>;
  /** The calls' baselines averaged. */
  baseline: LoadFigures;
  calls: CallResult[];
}

type Log = (line: string) => void;

async function seedFresh(kind: DatabaseKind, plan: LoadPlan, postgresUrl: string, log: Log) {
  // An empty URL means SQLite, whatever DATABASE_URL says.
  const database = await createTestDatabase(kind === 'postgres' ? postgresUrl : '');
  try {
    return { database, ...(await seed(database, kind, plan, log)) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function seed(database: TestDatabase, kind: DatabaseKind, plan: LoadPlan, log: Log) {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(database.dataDir, 'plw.sqlite') });
  try {
    await migrateToLatest(handle.db);
    log(`${kind}: seeding ${plan.size.games} games, ${plan.size.players} players, ${plan.size.answers} answers`);
    const started = performance.now();
    const seeded = await seedDataSet(handle.db, plan.size, new Date());
    // What autovacuum soon does on its own after a bulk load (statistics, and the visibility map that lets
    // index-only scans skip the table); SQLite has no such thing and gets none.
    if (kind === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`${kind}: seeded in ${seedSeconds} s (${JSON.stringify(seeded.rows)})`);
    return { seeded, seedSeconds };
  } finally {
    await handle.close();
  }
}

/** Starts the server on a fresh, migrated, empty database of the same kind and stops it: its (warm) start-up time. */
async function emptyStartUp(kind: DatabaseKind, postgresUrl: string): Promise<number> {
  const database = await createTestDatabase(kind === 'postgres' ? postgresUrl : '');
  try {
    const handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(database.dataDir, 'plw.sqlite') });
    await migrateToLatest(handle.db).finally(() => handle.close());
    // The first start also fills tsx's compile cache: the second is the one compared, as the seeded one finds it full.
    await (await startApiServer(database)).stop();
    const server = await startApiServer(database);
    await server.stop();
    return server.startUpMs;
  } finally {
    await database.drop();
  }
}

export interface LeftOverFigures {
  rounds: number;
  plays: number;
  seconds: number;
}

/** How long the server may take to settle the rounds left over before the benchmark gives up on it. */
const SETTLE_LIMIT_MS = 10 * 60_000;

/**
 * Waits until the server has settled the rounds the data set left unfinished (it does so after it listens, one at
 * a time), so that work does not share the machine with the measured load; then signs the players in.
 */
async function preparePlayers(
  database: TestDatabase,
  serverUrl: string,
  plan: LoadPlan,
  seeded: SeededData,
  log: Log,
): Promise<{ tokens: string[]; leftOver: LeftOverFigures }> {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(database.dataDir, 'plw.sqlite') });
  try {
    const started = performance.now();
    const first = await unsettledPlays(handle.db, Date.now());
    const rounds = new Set(first.map((play) => play.gameId)).size;
    log(`the server settles ${rounds} rounds left over (${first.length} unfinished plays) in the background`);
    while ((await unsettledPlays(handle.db, Date.now())).length > 0) {
      if (performance.now() - started > SETTLE_LIMIT_MS) throw new Error('the left-over rounds were not settled in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`settled in ${seconds} s; signing ${plan.players} players in`);
    const players = await signInMany(serverUrl, plan.players);
    await makeRegulars(handle.db, players.map((player) => player.playerId), seeded, new Date());
    return { tokens: players.map((player) => player.token), leftOver: { rounds, plays: first.length, seconds } };
  } finally {
    await handle.close();
  }
}

function average(runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (f: LoadFigures) => number) => Math.round(runs.reduce((s, f) => s + pick(f), 0) / runs.length);
  const sum = (pick: (f: LoadFigures) => number) => runs.reduce((s, f) => s + pick(f), 0);
  return {
    rps: mean((f) => f.rps),
    p50Ms: mean((f) => f.p50Ms),
    p99Ms: mean((f) => f.p99Ms),
    requests: sum((f) => f.requests),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
  };
}

/**
 * Seeds a fresh database, starts the server on it and measures. `whileRunning` gets the server before it stops
 * (the client figures are taken against it).
 */
export async function runDatabase(
  kind: DatabaseKind,
  plan: LoadPlan,
  postgresUrl: string,
  log: Log,
  whileRunning?: (serverUrl: string) => Promise<void>,
): Promise<DatabaseResult> {
  const { database, seeded, seedSeconds } = await seedFresh(kind, plan, postgresUrl, log);
  const servers: RunningServer[] = [];
  try {
    const emptyStartUpMs = await emptyStartUp(kind, postgresUrl);
    log(`${kind}: on an empty database the server answered ${emptyStartUpMs} ms after it was spawned`);
    const server = await startApiServer(database);
    servers.push(server);
    log(`${kind}: on the seeded database the server answered ${server.startUpMs} ms after it was spawned`);
    const { tokens, leftOver } = await preparePlayers(database, server.url, plan, seeded, (line) => log(`${kind}: ${line}`));

    const calls = callsFor(seeded);
    const responseBytes = await probeCalls(server.url, tokens[0] ?? '', calls);
    const load = (url: string, name: string) => {
      log(`${kind}: ${name}, ${plan.connections} connections, ${tokens.length} players, for ${plan.durationSeconds} s`);
      return runLoad({ ...plan, url, tokens });
    };
    const results: CallResult[] = [];
    for (const call of calls satisfies Call[]) {
      const bytes = responseBytes[call.name] ?? 0;
      const baselineServer = await startBaselineServer(bytes);
      let baseline: LoadFigures;
      try {
        baseline = await load(new URL(BASELINE_PATH, baselineServer.url).toString(), `baseline of ${bytes} bytes`);
      } finally {
        await baselineServer.stop();
      }
      const figures = await load(new URL(call.path, server.url).toString(), call.name);
      results.push({ name: call.name, path: call.path, bytes, figures, baseline });
    }
    await whileRunning?.(server.url);
    return {
      db: kind,
      seedSeconds,
      startUpMs: server.startUpMs,
      emptyStartUpMs,
      leftOver,
      rows: seeded.rows,
      baseline: average(results.map((result) => result.baseline)),
      calls: results,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
