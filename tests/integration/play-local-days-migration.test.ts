import type { DatabaseHandle } from '@plw/server/db/connect';
import { migrateTo } from '@plw/server/db/migrate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MigrationDatabase, openMigrationDatabase } from '../support/migration-database.ts';

// Migration 0018 gives every finished play the local day it counts for, from the player's zone in force (the only
// one ever stored), so no streak changes by it; unfinished plays get none, and nothing written before changes.
// SQLite, whatever DATABASE_URL says: the rows are written with SQLite's own table listing (the backfill itself is
// plain kysely, run on Postgres by every suite's start).

let database: MigrationDatabase;
let handle: DatabaseHandle;
let insertRow: MigrationDatabase['insertRow'];

beforeAll(async () => {
  database = await openMigrationDatabase();
  ({ handle, insertRow } = database);
});
afterAll(() => database?.close());

it("fills each finished play's local day from its player's zone, and keeps everything else as it was", async () => {
  await migrateTo(handle.db, '0017-join-code-guards');
  const at = '2026-11-25T10:00:00.000Z';
  await insertRow('users', { id: 'u1', role: 'PLAYER', created_at: at });
  await insertRow('users', { id: 'u2', role: 'PLAYER', created_at: at });
  await insertRow('players', { id: 'kolkata', user_id: 'u1', time_zone: 'Asia/Kolkata', created_at: at });
  await insertRow('players', { id: 'new-york', user_id: 'u2', time_zone: 'America/New_York', created_at: at });
  await insertRow('channels', { id: 'c1', created_at: at });
  for (const game of ['1', '2']) {
    await insertRow('game_groups', { id: `g${game}`, channel_id: 'c1', created_at: at });
    await insertRow('games', { id: `game${game}`, group_id: `g${game}`, channel_id: 'c1', score: 10, created_at: at });
  }
  // 19:00 UTC on the 25th is the 26th in Kolkata and the 25th in New York.
  const finished = '2026-11-25T19:00:00.000Z';
  const plays = [
    { id: 'p-kol', game_id: 'game1', player_id: 'kolkata', finished_at: finished },
    { id: 'p-ny', game_id: 'game1', player_id: 'new-york', finished_at: finished },
    { id: 'p-open', game_id: 'game2', player_id: 'kolkata', finished_at: null },
  ];
  for (const play of plays) await insertRow('plays', { ...play, kind: 'DAILY', score: 300, started_at: at });
  const before = await sql<Record<string, unknown>>`select * from plays order by id`.execute(handle.db);
  const players = await sql`select * from players order by id`.execute(handle.db);

  await migrateTo(handle.db, '0018-play-local-days');

  const after = await sql<Record<string, unknown>>`select * from plays order by id`.execute(handle.db);
  expect(after.rows.map(({ local_day: _, ...rest }) => rest)).toEqual(before.rows);
  expect(Object.fromEntries(after.rows.map((row) => [row.id, row.local_day]))).toEqual({
    'p-kol': '2026-11-26',
    'p-ny': '2026-11-25',
    'p-open': null,
  });
  const playersAfter = await sql<Record<string, unknown>>`select * from players order by id`.execute(handle.db);
  expect(playersAfter.rows.map(({ time_zone_set_at: _, ...rest }) => rest)).toEqual(players.rows);
  expect(playersAfter.rows.map((row) => row.time_zone_set_at)).toEqual([null, null]);
});
