import type { DatabaseHandle } from '@plw/server/db/connect';
import { migrateTo } from '@plw/server/db/migrate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MigrationDatabase, openMigrationDatabase } from '../support/migration-database.ts';

// Migration 0019 moves the demo's quizzes (written released by the server itself) to play in step, and nothing a
// creator chose: a quiz released after review keeps FREE, a kriss-kross game keeps FREE, and a round under way or
// over keeps the style it was played with. It runs on SQLite: the update is one portable statement.

let database: MigrationDatabase;
let handle: DatabaseHandle;
let insertRow: MigrationDatabase['insertRow'];

beforeAll(async () => {
  database = await openMigrationDatabase();
  ({ handle, insertRow } = database);
});
afterAll(() => database?.close());

it("plays the demo's quizzes in step and keeps every creator's choice and every round played", async () => {
  await migrateTo(handle.db, '0018-play-local-days');
  const at = '2026-11-25T10:00:00.000Z';
  const later = '2026-11-26T10:00:00.000Z';
  const future = new Date(Date.now() + 3_600_000).toISOString();
  const past = new Date(Date.now() - 3_600_000).toISOString();
  await insertRow('channels', { id: 'c1', created_at: at });
  const games: [string, string, string, string, string | null][] = [
    // id, type, mode, released_at, publishing_time
    ['seeded-quiz', 'Mcq', 'DAILY', at, at],
    ['demo-live-quiz', 'Mcq', 'RAPID_THEN_DAILY', at, future],
    ['demo-round-played', 'Mcq', 'RAPID_THEN_DAILY', at, past],
    ['creator-quiz', 'Mcq', 'RAPID', later, future],
    ['seeded-grid', 'Kriss_kross_puzzle', 'DAILY', at, at],
  ];
  for (const [id, type, mode, releasedAt, publishing] of games) {
    await insertRow('game_groups', { id: `group-${id}`, channel_id: 'c1', created_at: at });
    const timing = { publishing_time: publishing, game_duration: 60, released_at: releasedAt, created_at: at };
    await insertRow('games', { id, group_id: `group-${id}`, channel_id: 'c1', type, mode, status: 'RELEASED', score: 10, ...timing });
  }
  const before = await sql<Record<string, unknown>>`select * from games order by id`.execute(handle.db);

  await migrateTo(handle.db, '0019-sealed-verdicts');

  const after = await sql<Record<string, unknown>>`select * from games order by id`.execute(handle.db);
  expect(Object.fromEntries(after.rows.map((row) => [row.id, row.round_style]))).toEqual({
    'creator-quiz': 'FREE',
    'demo-live-quiz': 'IN_STEP',
    'demo-round-played': 'FREE',
    'seeded-grid': 'FREE',
    'seeded-quiz': 'IN_STEP',
  });
  // Nothing else of any game changed.
  const withoutStyle = (rows: Record<string, unknown>[]) => rows.map(({ round_style: _s, ...rest }) => rest);
  expect(withoutStyle(after.rows)).toEqual(withoutStyle(before.rows));
  const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'rounds'`.execute(handle.db);
  expect(indexes.rows.map((row) => row.name)).toContain('rounds_game');
});
