import { type Kysely, sql } from 'kysely';
import { reference, withCreatedAt, withId } from './tables.ts';

// The foundation's games: groups of language variants, games, their questions, playlists and subscriptions.

export async function createGameTables(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name);

  await withCreatedAt(
    withId(create('game_groups')).addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull())),
  ).execute();

  await withId(create('games'))
    .addColumn('group_id', 'text', (col) => reference('game_groups')(col.notNull()))
    .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('visibility', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('game_name', 'text', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull())
    .addColumn('local_circle', 'integer', (col) => col.notNull())
    .addColumn('transit_game', 'integer', (col) => col.notNull())
    .addColumn('supporting_lesson', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull().check(sql`score between 1 and 50`))
    .addColumn('image_media_id', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('hashtag', 'text', (col) => col.notNull())
    .addColumn('question_source', 'text', (col) => col.notNull())
    .addColumn('publishing_time', 'text')
    .addColumn('game_duration', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('layout', 'text')
    .addColumn('released_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('games_one_variant_per_language', ['group_id', 'language'])
    .execute();
  await db.schema.createIndex('games_channel').on('games').columns(['channel_id', 'status']).execute();
  await db.schema.createIndex('games_publishing').on('games').columns(['status', 'publishing_time']).execute();

  for (const table of ['mcq_questions', 'krisskross_questions'] as const) {
    let builder = withId(create(table))
      .addColumn('game_id', 'text', (col) => reference('games')(col.notNull()))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('question', 'text', (col) => col.notNull())
      .addColumn('answer', 'text', (col) => col.notNull());
    builder =
      table === 'mcq_questions'
        ? builder.addColumn('answer_options', 'text', (col) => col.notNull())
        : builder.addColumn('direction', 'text', (col) => col.notNull());
    await withCreatedAt(
      builder
        .addColumn('media_id', 'text', (col) => col.references('media.id').onDelete('set null'))
        .addColumn('media_type', 'text'),
    ).execute();
    await db.schema.createIndex(`${table}_game`).on(table).columns(['game_id', 'position']).execute();
  }

  await withCreatedAt(
    withId(create('playlists'))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull()),
  ).execute();

  await create('playlist_games')
    .addColumn('playlist_id', 'text', (col) => reference('playlists')(col.notNull()))
    .addColumn('group_id', 'text', (col) => reference('game_groups')(col.notNull()))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('playlist_games_pk', ['playlist_id', 'group_id'])
    .execute();

  await withCreatedAt(
    create('subscriptions')
      .addColumn('player_id', 'text', (col) => reference('players')(col.notNull()))
      .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
      .addPrimaryKeyConstraint('subscriptions_pk', ['player_id', 'channel_id']),
  ).execute();
  await db.schema.createIndex('subscriptions_channel').on('subscriptions').column('channel_id').execute();
}
