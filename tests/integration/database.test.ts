import { api } from '@plw/protocol/api';
import { buildApp } from '@plw/server/app';
import { openDatabase } from '@plw/server/db/connect';
import { newId } from '@plw/server/db/ids';
import { migrateToLatest } from '@plw/server/db/migrate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../support/http.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer, testConfig } from '../support/test-server.ts';

// The data layer on the engine under test (SQLite by default, Postgres with DATABASE_URL): migrations,
// constraints, transactions, and that a restart loses nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('migrations', () => {
  it('are applied once and running them again changes nothing', async () => {
    expect(await migrateToLatest(server.app.db)).toEqual([]);
    const tables = await server.app.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['users', 'games', 'mcq_questions', 'krisskross_questions', 'refresh_tokens', 'gift_ledger']) {
      expect(names).toContain(table);
    }
  });

  it('seed demo content only once', async () => {
    const admins = await server.app.db.selectFrom('admins').select('id').execute();
    expect(admins).toHaveLength(1);
  });
});

describe('constraints', () => {
  it('enforce foreign keys', async () => {
    const orphan = server.app.db
      .insertInto('creators')
      .values({
        id: newId(),
        user_id: 'no-such-user',
        channel_id: 'no-such-channel',
        name: 'x',
        email: 'orphan@demo.test',
        password_hash: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(orphan).rejects.toThrow();
  });

  it('keep one language variant per game group', async () => {
    const game = await server.app.db.selectFrom('games').selectAll().limit(1).executeTakeFirstOrThrow();
    const duplicate = server.app.db
      .insertInto('games')
      .values({ ...game, id: newId() })
      .execute();
    await expect(duplicate).rejects.toThrow();
  });

  it('roll back a failed transaction completely', async () => {
    const userId = newId();
    const attempt = server.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id: userId, role: 'PLAYER', created_at: new Date().toISOString() })
        .execute();
      await trx
        .insertInto('users')
        .values({ id: userId, role: 'PLAYER', created_at: new Date().toISOString() })
        .execute();
    });
    await expect(attempt).rejects.toThrow();
    const row = await server.app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('ids and times', () => {
  it('makes ids that sort in creation order', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
  });

  it('stores times as ISO-8601 UTC', async () => {
    const user = await server.app.db.selectFrom('users').select('created_at').limit(1).executeTakeFirstOrThrow();
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('durability', () => {
  it('restores the same session after a restart on the same data', async () => {
    const restartable = await startTestServer();
    const client = new TestClient(restartable.url);
    const before = (await client.autoSignIn()).body.user.user_id;

    await restartable.app.close();
    const again = await buildApp(testConfig(restartable.database));
    try {
      await again.listen({ port: 0, host: '127.0.0.1' });
      const address = again.server.address();
      const reborn = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      reborn.cookie = client.cookie;
      const after = await reborn.signIn(api.autoSignIn.path);
      expect(after.body.user.user_id).toBe(before);
      const admins = await again.db.selectFrom('admins').select('id').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await again.close();
      await restartable.database.drop();
    }
  });
});

describe('connections', () => {
  // Only Postgres has connections a server can end; on SQLite there is nothing to drop.
  it.runIf(process.env.DATABASE_URL)('outlive Postgres ending an idle one: the next query runs on a new connection', async () => {
    const database = await createTestDatabase();
    const lost: Error[] = [];
    const handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: '', onConnectionLost: (e) => lost.push(e) });
    const backend = sql<{ pid: number }>`select pg_backend_pid() as pid`;
    try {
      const first = (await backend.execute(handle.db)).rows[0]?.pid;
      // The connection is idle in the pool now; end it from another session, as a restart would.
      await sql`select pg_terminate_backend(${first})`.execute(server.app.db);
      await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 5000 });
      const second = (await backend.execute(handle.db)).rows[0]?.pid;
      expect(second).toBeTypeOf('number');
      expect(second).not.toBe(first);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
