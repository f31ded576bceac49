import type { DatabaseHandle } from '@plw/server/db/connect';
import { migrateTo } from '@plw/server/db/migrate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MigrationDatabase, openMigrationDatabase } from '../support/migration-database.ts';

// Migration 0015 rebuilds SQLite's plays table to swap its unique constraint (SQLite cannot alter one). Over data
// written before it, every play and answer is kept as it was, the answers still point at their plays, foreign
// keys are on again after it, and the new rule holds: one play per game, player and kind outside hosted rounds.
// It runs on SQLite whatever DATABASE_URL says: the rebuild is SQLite's own path (Postgres alters in place).

let database: MigrationDatabase;
let handle: DatabaseHandle;
let insertRow: MigrationDatabase['insertRow'];

beforeAll(async () => {
  database = await openMigrationDatabase();
  ({ handle, insertRow } = database);
});
afterAll(() => database?.close());

it('keeps every play and answer written before it, and the rule of one play per game, player and kind', async () => {
  await migrateTo(handle.db, '0014-round-style');
  const at = '2026-11-25T10:00:00.000Z';
  await insertRow('users', { id: 'u1', role: 'PLAYER', created_at: at });
  await insertRow('players', { id: 'p1', user_id: 'u1', created_at: at });
  await insertRow('channels', { id: 'c1', created_at: at });
  await insertRow('game_groups', { id: 'g1', channel_id: 'c1', created_at: at });
  await insertRow('games', { id: 'game1', group_id: 'g1', channel_id: 'c1', score: 10, created_at: at });
  await insertRow('plays', { id: 'play-rapid', game_id: 'game1', player_id: 'p1', kind: 'RAPID', score: 1250, started_at: at });
  await insertRow('plays', { id: 'play-daily', game_id: 'game1', player_id: 'p1', kind: 'DAILY', score: 300, started_at: at });
  await insertRow('answers', { id: 'a1', play_id: 'play-rapid', question_id: 'q1', answer: 'Paris', points: 1250 });
  const before = await sql`select * from plays order by id`.execute(handle.db);

  await migrateTo(handle.db, '0015-hosted-rounds');

  const after = await sql<Record<string, unknown>>`select * from plays order by id`.execute(handle.db);
  expect(after.rows.map(({ round_id: _r, display_name: _d, ...rest }) => rest)).toEqual(before.rows);
  expect(after.rows.map((row) => [row.round_id, row.display_name])).toEqual([['', null], ['', null]]);
  const answer = await sql<{ play_id: string }>`select play_id from answers`.execute(handle.db);
  expect(answer.rows).toEqual([{ play_id: 'play-rapid' }]);
  expect((await sql`pragma foreign_key_check`.execute(handle.db)).rows).toEqual([]);
  expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)).rows).toEqual([{ foreign_keys: 1 }]);
  // The answers' foreign key still holds: a play with answers cannot go, an answer cannot point nowhere.
  await expect(insertRow('answers', { id: 'a2', play_id: 'no-such-play', question_id: 'q2', answer: 'x' })).rejects.toThrow(/FOREIGN KEY/);
  // One play per game, player and kind outside hosted rounds; a hosted round's play is one more.
  await expect(insertRow('plays', { id: 'again', game_id: 'game1', player_id: 'p1', kind: 'RAPID', started_at: at })).rejects.toThrow(/UNIQUE/);
  await insertRow('plays', { id: 'hosted', game_id: 'game1', player_id: 'p1', kind: 'HOSTED', round_id: 'r1', started_at: at });
  const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'plays' and sql is not null order by name`.execute(handle.db);
  expect(indexes.rows.map((row) => row.name)).toEqual(['plays_board', 'plays_finished', 'plays_player', 'plays_ranking', 'plays_round']);
});
