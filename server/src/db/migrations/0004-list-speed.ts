import type { Kysely } from 'kysely';

// Indexes found by the API benchmark (npm run bench:api) at 10,000 games and 1,000,000 answers:
// - a game's leaderboard in its exact order (points down, then time taken, then who finished first), with
//   finished_at in the index: the top 50 is read off the index and the caller's rank is counted inside it,
//   where daily boards tie on points by the thousand; it replaces plays_leaderboard, a prefix of it;
// - a playlist's games by group, so they are looked up per group instead of scanning every listed game;
// - listed games per language, newest first: a list filtered by language reads only that language's games.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('plays_board')
    .on('plays')
    .columns(['game_id', 'kind', 'score desc', 'time_ms', 'finished_at'])
    .execute();
  await db.schema.dropIndex('plays_leaderboard').execute();
  await db.schema.createIndex('games_group_listed').on('games').columns(['group_id', 'status', 'visibility']).execute();
  await db.schema
    .createIndex('games_language_listed')
    .on('games')
    .columns(['status', 'visibility', 'language', 'id'])
    .execute();
}
