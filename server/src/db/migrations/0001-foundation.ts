import type { Kysely } from 'kysely';
import { createAccountTables } from './foundation/accounts.ts';
import { createGameTables } from './foundation/games.ts';
import { createPlayTables } from './foundation/plays.ts';
import { createGiftTables } from './foundation/gifts.ts';
import { createRequestTables } from './foundation/requests.ts';

// The foundation's tables, written once for both SQLite and Postgres: only portable column types
// (text, integer, bigint), no engine-specific defaults. Later migrations add; none ever drops user data.
// Created in this order, as foreign keys point only to tables made before them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccountTables(db);
  await createGameTables(db);
  await createPlayTables(db);
  await createGiftTables(db);
  await createRequestTables(db);
}
