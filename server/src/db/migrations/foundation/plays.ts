import type { Kysely } from 'kysely';
import { reference, withId } from './tables.ts';

// The foundation's plays: a player's play of a game, its answers, and the channel scores they add up to.

export async function createPlayTables(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name);

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
}
