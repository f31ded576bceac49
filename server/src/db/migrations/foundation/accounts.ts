import { type Kysely, sql } from 'kysely';
import { reference, withCreatedAt, withId } from './tables.ts';

// The foundation's people: users and their roles, admins, players, media, channels and their creators, channel
// requests, and the tokens of accounts and sessions.

export async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name);

  await withCreatedAt(
    withId(create('users')).addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('ADMIN', 'CREATOR', 'PLAYER')`),
    ),
  ).execute();

  await withCreatedAt(
    withId(create('admins'))
      .addColumn('user_id', 'text', (col) => reference('users')(col.notNull().unique()))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('country_code', 'integer', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addUniqueConstraint('admins_phone_unique', ['country_code', 'phone']),
  ).execute();

  await withId(create('players'))
    .addColumn('user_id', 'text', (col) => reference('users')(col.notNull().unique()))
    .addColumn('name', 'text')
    .addColumn('username', 'text', (col) => col.unique())
    .addColumn('profile_pic', 'text')
    .addColumn('country_code', 'integer')
    .addColumn('phone', 'text')
    .addColumn('mother_tongue', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('authenticated', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('players_phone_unique', ['country_code', 'phone'])
    .execute();

  await withCreatedAt(
    withId(create('media'))
      .addColumn('owner_user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('media_type', 'text', (col) => col.notNull())
      .addColumn('mime', 'text', (col) => col.notNull())
      .addColumn('size_bytes', 'integer', (col) => col.notNull())
      .addColumn('storage_key', 'text', (col) => col.notNull().unique()),
  ).execute();

  await withId(create('channels'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country_code', 'integer', (col) => col.notNull())
    .addColumn('phone_no', 'text', (col) => col.notNull())
    .addColumn('channel_name', 'text', (col) => col.notNull().unique())
    .addColumn('channel_dp_media_id', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('channel_description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withCreatedAt(
    withId(create('creators'))
      .addColumn('user_id', 'text', (col) => reference('users')(col.notNull().unique()))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text'),
  ).execute();

  await withCreatedAt(
    withId(create('channel_requests'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('country_code', 'integer', (col) => col.notNull())
      .addColumn('phone_no', 'text', (col) => col.notNull())
      .addColumn('channel_name', 'text', (col) => col.notNull())
      .addColumn('channel_dp_media_id', 'text', (col) => col.references('media.id').onDelete('set null'))
      .addColumn('channel_description', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('reason', 'text')
      .addColumn('reviewed_by', 'text', (col) => col.references('users.id'))
      .addColumn('reviewed_at', 'text')
      .addColumn('channel_id', 'text', (col) => col.references('channels.id').onDelete('set null')),
  ).execute();

  await withCreatedAt(
    withId(create('account_tokens'))
      .addColumn('user_id', 'text', (col) => reference('users')(col.notNull()))
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text'),
  ).execute();

  await withCreatedAt(
    withId(create('refresh_tokens'))
      .addColumn('user_id', 'text', (col) => reference('users')(col.notNull()))
      .addColumn('family_id', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('replaced_by', 'text')
      .addColumn('user_agent', 'text'),
  ).execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
}
