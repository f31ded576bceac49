import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@plw/server/db/connect';
import { buildApp } from '@plw/server/app';
import { migrateToLatest } from '@plw/server/db/migrate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { unsettledPlays } from '../bench/api/left-over-rounds.ts';
import { seedDataSet } from '../bench/api/seed.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-server.ts';

// A restart on a database with a history: the API benchmark's data set (a year of games, plays and answers, some
// live rounds whose players never finished) at a size a test can seed. The server must listen and answer at once,
// and settle the rounds that ended while it was down afterwards, without holding requests up meanwhile.
// On the real clock (the rounds ended long ago; what is measured is how long a request waits).

const SIZE = { games: 1_500, channels: 10, players: 3_000, answers: 90_000, questionsPerGame: 1 };
/**
 * Longer than any request may wait while the server settles rounds, on a 2-core machine running the other suites
 * beside it (62 ms quiet); settling the backlog in one go held a request 6.4 s on a quiet one. How long start-up
 * takes is a figure of the API benchmark (`npm run bench:api`), not of this test.
 */
const MAX_WAIT_MS = 3_000;

let database: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(database.dataDir, 'plw.sqlite') });
  await migrateToLatest(handle.db);
  await seedDataSet(handle.db, SIZE, new Date());
}, 240_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await database?.drop();
});

/** Plays of scheduled live rounds whose end has passed and that nobody has settled yet. */
const unsettled = async () => (await unsettledPlays(handle.db, Date.now())).map((play) => play.id);

it('listens at once on a database with a year of plays, then settles the rounds left over without holding requests up', async () => {
  const leftOver = await unsettled();
  expect(leftOver.length).toBeGreaterThan(100);

  app = await buildApp(testConfig(database, { seedDemo: false }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Nothing of the backlog was done before the server listened: start-up does not grow with it.
  expect(await unsettled()).toEqual(leftOver);

  // While the rounds are settled, every request is answered within a moment.
  const waits: number[] = [];
  // Settling takes about 20 s here alone; beside the other suites on two cores it has taken over a minute.
  const deadline = Date.now() + 150_000;
  while ((await unsettled()).length > 0 && Date.now() < deadline) {
    const asked = performance.now();
    const health = await fetch(`${url}/api/health`);
    waits.push(performance.now() - asked);
    expect(health.status).toBe(200);
  }
  expect(await unsettled()).toEqual([]);
  expect(waits.length).toBeGreaterThan(0);
  expect(Math.max(...waits)).toBeLessThan(MAX_WAIT_MS);
  const settled = await handle.db.selectFrom('plays').select('rank').where('id', 'in', leftOver).execute();
  expect(settled.filter((play) => play.rank === null)).toEqual([]);
}, 240_000);
