import type { Kysely } from 'kysely';
import { reference, withCreatedAt, withId } from './tables.ts';

// The foundation's gifts: a channel's gifts and their awards, its gift balance, ledger and recharge requests.

export async function createGiftTables(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name);

  await withCreatedAt(
    withId(create('gifts'))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('game_id', 'text', (col) => col.references('games.id').onDelete('set null'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('value', 'integer', (col) => col.notNull())
      .addColumn('winner_ranks', 'integer', (col) => col.notNull())
      .addColumn('image_media_id', 'text', (col) => col.references('media.id').onDelete('set null')),
  ).execute();

  await withId(create('gift_awards'))
    .addColumn('gift_id', 'text', (col) => reference('gifts')(col.notNull()))
    .addColumn('player_id', 'text', (col) => reference('players')(col.notNull()))
    .addColumn('play_id', 'text', (col) => col.references('plays.id').onDelete('set null'))
    .addColumn('rank', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('awarded_at', 'text', (col) => col.notNull())
    .execute();

  await create('channel_gift_balances')
    .addColumn('channel_id', 'text', (col) => reference('channels')(col.primaryKey()))
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withCreatedAt(
    withId(create('gift_ledger'))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('delta', 'bigint', (col) => col.notNull())
      .addColumn('balance_after', 'bigint', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('ref_id', 'text'),
  ).execute();

  await withCreatedAt(
    withId(create('recharge_requests'))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('reviewed_by', 'text', (col) => col.references('users.id'))
      .addColumn('reviewed_at', 'text'),
  ).execute();
}
