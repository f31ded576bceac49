import path from 'node:path';
import { api } from '@plw/protocol/api';
import { DEMO_ADMIN } from '@plw/server/db/seed';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A session ended on one process is ended on the other within a second: its access token is refused there and
// its sockets there are closed. Postgres is shared; the ended ids are told over Redis, or, without Redis, read
// from the database by each process.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
let redis: Redis;
const prefix = `plw-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}:`;
const servers: ServerProcess[] = [];
/** Two more processes on the same database, without Redis. */
const withoutRedis: ServerProcess[] = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This suite needs DATABASE_URL (a Postgres server both processes share)');
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`REDIS_URL is set but Redis is unreachable at ${REDIS_URL}: ${(error as Error).message}`);
  });
  database = await createTestDatabase();
  for (const name of ['a', 'b']) {
    const env = {
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: path.join(database.dataDir, name),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServerProcess(env, await freePort()));
  }
  for (const name of ['c', 'd']) {
    const env = { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: path.join(database.dataDir, name) };
    withoutRedis.push(await startServerProcess(env, await freePort()));
  }
}, 120_000);

afterAll(async () => {
  for (const server of [...servers, ...withoutRedis]) await server.kill();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await database?.drop();
});

for (const [setting, processes] of [['with Redis', servers], ['without Redis', withoutRedis]] as const) {
  it(`${setting}: a session ended on process A stops working on process B within a second`, async () => {
    const [a, b] = processes;
    if (!a || !b) throw new Error('servers did not start');
    await expectEndedOnTheOther(a, b);
  });
}

async function expectEndedOnTheOther(a: ServerProcess, b: ServerProcess) {
  const onA = new TestClient(a.url);
  const { country_code, phone, password } = DEMO_ADMIN;
  expect((await onA.signIn(api.adminSignIn.path, { country_code, phone, password })).status).toBe(200);
  const onB = new TestClient(b.url);
  onB.accessToken = onA.accessToken;
  expect((await onB.request('GET', api.adminChannelRequests.path)).status).toBe(200);
  const socket = await connectRound(b.url, onA.accessToken ?? '');

  try {
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    const endedAt = Date.now();
    expect((await onA.request('POST', api.logout.path)).status).toBe(200);

    let status = 200;
    while (status !== 401 && Date.now() - endedAt < 1_000) {
      status = (await onB.request('GET', api.adminChannelRequests.path)).status;
    }
    expect(status).toBe(401);
    expect(Date.now() - endedAt).toBeLessThan(1_000);
    const reason = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 1_000))]);
    expect(reason).toBe('io server disconnect');
  } finally {
    socket.close();
  }
}
