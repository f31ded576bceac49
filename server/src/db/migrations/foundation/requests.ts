import type { Kysely } from 'kysely';
import { reference, withCreatedAt, withId } from './tables.ts';

// The foundation's messages and requests: notifications, language and verification requests, contact messages.

export async function createRequestTables(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name);

  await withCreatedAt(
    withId(create('notifications'))
      .addColumn('user_id', 'text', (col) => reference('users')(col.notNull()))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text'),
  ).execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at']).execute();

  await withCreatedAt(
    withId(create('language_requests'))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('creator_id', 'text', (col) => reference('creators')(col.notNull()))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull()),
  ).execute();

  await withCreatedAt(
    withId(create('verification_requests'))
      .addColumn('game_id', 'text', (col) => reference('games')(col.notNull()))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('reviewed_by', 'text', (col) => col.references('users.id'))
      .addColumn('reviewed_at', 'text'),
  ).execute();

  await withCreatedAt(
    withId(create('contact_messages'))
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull()),
  ).execute();
}
