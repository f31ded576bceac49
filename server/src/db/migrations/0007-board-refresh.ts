import type { Kysely } from 'kysely';

// A game's finished plays by when they finished, so a cached leaderboard is brought up to date by reading only
// the plays that finished since it was read (see domains/plays/board-snapshot.ts). Adds an index only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_finished').on('plays').columns(['game_id', 'kind', 'finished_at']).execute();
}
