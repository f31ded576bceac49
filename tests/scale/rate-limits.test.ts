import path from 'node:path';
import { api } from '@plw/protocol/api';
import { defaultRateLimits } from '@plw/server/config';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// An address has one sign-in budget however many processes its requests reach: with Redis the limits' counts
// are kept there, so spreading wrong passwords over two processes does not double the tries.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
let redis: Redis;
const prefix = `plw-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}:`;
const servers: ServerProcess[] = [];

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
      RATE_LIMIT: 'true',
      DATA_DIR: path.join(database.dataDir, name),
    };
    servers.push(await startServerProcess(env, await freePort()));
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await database?.drop();
});

it('counts one address\'s wrong sign-ins on both processes against one budget', async () => {
  const [a, b] = servers;
  if (!a || !b) throw new Error('servers did not start');
  // A different phone each time, so only the address's limit is met, not an account's.
  const attempt = (url: string, i: number) =>
    new TestClient(url).request('POST', api.adminSignIn.path, { country_code: 91, phone: `91000000${10 + i}`, password: 'Wrong@2026' });
  const { max } = defaultRateLimits.credentials;
  for (let i = 0; i < max; i += 1) {
    expect((await attempt(i % 2 === 0 ? a.url : b.url, i)).status).toBe(401);
  }
  for (const [i, url] of [a.url, b.url].entries()) {
    const limited = await attempt(url, max + i);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  }
});
