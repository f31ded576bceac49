import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '../../support/test-database.ts';
import type { Limits } from './model.ts';

// The limits of one Postgres and one Redis, measured quickly on this machine (a few seconds each), or assumed
// when they cannot be (no server, no redis-benchmark, --smoke). What one node does on a 2-core machine shared with
// everything else is a floor: a database server's own cores do more.

export const ASSUMED: Limits = {
  // Small transactions with a synchronous commit on one node: a few tens of thousands per second.
  postgresTransactionsPerSecond: 20_000,
  // Multi-row inserts of a few hundred rows: a few hundred thousand rows per second.
  postgresBatchedRowsPerSecond: 200_000,
  postgresReadBytesPerSecond: 500 * 1024 ** 2,
  // One single-threaded Redis, pipelined: several hundred thousand simple commands per second.
  redisOpsPerSecond: 500_000,
  // What one Redis moves in large values over its one thread: around a gigabyte per second.
  redisBytesPerSecond: 1024 ** 3,
  source: {
    postgresTransactionsPerSecond: 'assumed',
    postgresBatchedRowsPerSecond: 'assumed',
    postgresReadBytesPerSecond: 'assumed',
    redisOpsPerSecond: 'assumed',
    redisBytesPerSecond: 'assumed',
  },
};

/**
 * Commands per second of the slowest of SET, ZADD and LPUSH, pipelined 16 deep, and bytes per second of 4 kB SETs,
 * on a database nobody uses.
 */
function redisRate(redisUrl: string): { ops: number; bytes: number } | string {
  const url = new URL(redisUrl);
  const at = ['-h', url.hostname, '-p', url.port || '6379'];
  const db = '9';
  // The benchmark writes keys of its own: only into a database nobody uses, emptied of them afterwards.
  const size = (d: string) => Number(execFileSync('redis-cli', [...at, '-n', d, 'DBSIZE'], { encoding: 'utf8' }).trim());
  try {
    if (size(db) !== 0) return `redis database ${db} is not empty`;
    const bench = (...flags: string[]) => {
      const csv = execFileSync('redis-benchmark', [...at, '--dbnum', db, '-q', '--csv', '-c', '50', '-P', '16', ...flags],
        { encoding: 'utf8', timeout: 60_000 });
      execFileSync('redis-cli', [...at, '-n', db, 'FLUSHDB'], { encoding: 'utf8' });
      const rates = csv.split('\n').flatMap((line) => {
        const value = Number(/^"[^"]+","([\d.]+)"/.exec(line)?.[1]);
        return Number.isFinite(value) && value > 0 ? [value] : [];
      });
      if (rates.length === 0) throw new Error(`redis-benchmark printed no rates: ${csv.slice(0, 200)}`);
      return Math.min(...rates);
    };
    const ops = bench('-n', '200000', '-t', 'set,zadd,lpush');
    const large = 4096;
    return { ops, bytes: large * bench('-n', '50000', '-d', String(large), '-t', 'set') };
  } catch (error) {
    return `redis-benchmark failed: ${String(error).slice(0, 200)}`;
  }
}

async function forSeconds(seconds: number, clients: pg.Client[], work: (client: pg.Client) => Promise<number>) {
  const until = performance.now() + seconds * 1000;
  const counts = await Promise.all(clients.map(async (client) => {
    let done = 0;
    while (performance.now() < until) done += await work(client);
    return done;
  }));
  return counts.reduce((a, b) => a + b, 0) / seconds;
}

/** Insert transactions of one row, rows of 200-row inserts, and result bytes of a full read, per second. */
async function postgresRates(databaseUrl: string, seconds: number) {
  const database = await createTestDatabase(databaseUrl);
  const clients = Array.from({ length: 8 }, () => new pg.Client({ connectionString: database.databaseUrl }));
  try {
    await Promise.all(clients.map((c) => c.connect()));
    const [first] = clients;
    if (!first) throw new Error('no client');
    // The shape of the answers table: a key, the play and question (unique together), the answer and its points.
    await first.query(`create table answers (id text primary key, play_id text not null, question_id text not null,
      answer text not null, correct int not null, points int not null, answered_at text not null, unique (play_id, question_id))`);
    const row = () => [randomUUID(), randomUUID(), randomUUID(), 'Canberra', 1, 950, new Date().toISOString()];
    const insert = 'insert into answers values ';
    const values = (rows: number) => Array.from({ length: rows },
      (_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(',')})`).join(',');
    const transactions = await forSeconds(seconds, clients, async (client) => {
      await client.query('begin');
      await client.query(`${insert}${values(1)} on conflict do nothing`, row());
      await client.query('commit');
      return 1;
    });
    const batch = values(200);
    const rows = await forSeconds(seconds, clients.slice(0, 4), async (client) => {
      await client.query(`${insert}${batch} on conflict do nothing`, Array.from({ length: 200 }, row).flat());
      return 200;
    });
    // Four processes reading a round's answers at once, as several do at a reveal.
    const started = performance.now();
    const reads = await Promise.all(clients.slice(0, 4).map((c) => c.query('select play_id, answer, correct, points from answers')));
    const readSeconds = (performance.now() - started) / 1000;
    const bytes = reads.reduce((all, read) => all + read.rows.reduce(
      (sum: number, r: Record<string, unknown>) => sum + JSON.stringify(r).length, 0), 0);
    const readBytes = bytes / readSeconds;
    return { transactions, rows, readBytes };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await database.drop();
  }
}

/** Measures what it can; the rest stays assumed, with the reason in `source`. */
export async function measureLimits(databaseUrl: string, redisUrl: string, seconds = 3): Promise<Limits> {
  const limits: Limits = { ...ASSUMED, source: { ...ASSUMED.source } };
  const redis = redisRate(redisUrl);
  if (typeof redis === 'string') {
    limits.source.redisOpsPerSecond = `assumed (${redis})`;
    limits.source.redisBytesPerSecond = `assumed (${redis})`;
  } else {
    limits.redisOpsPerSecond = Math.round(redis.ops);
    limits.redisBytesPerSecond = Math.round(redis.bytes);
    limits.source.redisOpsPerSecond = 'measured: redis-benchmark set/zadd/lpush, 50 clients, pipelined 16, slowest';
    limits.source.redisBytesPerSecond = 'measured: redis-benchmark set of 4 kB values, 50 clients, pipelined 16';
  }
  try {
    const rates = await postgresRates(databaseUrl, seconds);
    limits.postgresTransactionsPerSecond = Math.round(rates.transactions);
    limits.postgresBatchedRowsPerSecond = Math.round(rates.rows);
    limits.postgresReadBytesPerSecond = Math.round(rates.readBytes);
    limits.source.postgresTransactionsPerSecond = `measured: begin/insert one row/commit, 8 clients, ${seconds} s`;
    limits.source.postgresBatchedRowsPerSecond = `measured: 200-row inserts, 4 clients, ${seconds} s`;
    limits.source.postgresReadBytesPerSecond = 'measured: 4 clients reading the rows inserted at once (JSON bytes)';
  } catch (error) {
    for (const key of ['postgresTransactionsPerSecond', 'postgresBatchedRowsPerSecond', 'postgresReadBytesPerSecond']) {
      limits.source[key] = `assumed (Postgres: ${String(error).slice(0, 120)})`;
    }
  }
  return limits;
}
