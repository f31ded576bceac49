import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

// The foundation's tables, written once for both SQLite and Postgres: only portable column types
// (text, integer, bigint), no engine-specific defaults. Later migrations add; none ever drops user data.

type Table = CreateTableBuilder<string, never>;

const withId = (table: Table) => table.addColumn('id', 'text', (col) => col.primaryKey());
const withCreatedAt = (table: Table) => table.addColumn('created_at', 'text', (col) => col.notNull());
/** A foreign key whose rows go with their parent (a player's plays with the player, and so on). */
const reference = (table: string) => (col: ColumnDefinitionBuilder) =>
  col.references(`${table}.id`).onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
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

  await withId(create('plays'))
    .addColumn('game_id', 'text', (col) => reference('games')(col.notNull()))
    .addColumn('player_id', 'text', (col) => reference('players')(col.notNull()))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('time_ms', 'integer')
    .addColumn('progress', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('correct_count', 'integer', (col) => col.notNull())
    .addColumn('rank', 'integer')
    .addUniqueConstraint('plays_one_per_kind', ['game_id', 'player_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('plays_leaderboard')
    .on('plays')
    .columns(['game_id', 'kind', 'score', 'time_ms'])
    .execute();

  await withId(create('answers'))
    .addColumn('play_id', 'text', (col) => reference('plays')(col.notNull()))
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('elapsed_ms', 'integer', (col) => col.notNull())
    .addColumn('answered_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('answers_once_per_question', ['play_id', 'question_id'])
    .execute();

  await create('channel_scores')
    .addColumn('player_id', 'text', (col) => reference('players')(col.notNull()))
    .addColumn('channel_id', 'text', (col) => reference('channels')(col.notNull()))
    .addColumn('total_score', 'integer', (col) => col.notNull())
    .addColumn('rapid_score', 'integer', (col) => col.notNull())
    .addColumn('daily_score', 'integer', (col) => col.notNull())
    .addColumn('games_played', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('channel_scores_pk', ['player_id', 'channel_id'])
    .execute();

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
