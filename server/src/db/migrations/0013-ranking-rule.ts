import type { Kysely } from 'kysely';

// Leaderboards order plays by the one ranking rule (shared/rules/ranking): points down, then the time the play
// reached them, then the player's id. This index holds that exact order, so a board's top is read off it and a
// caller's rank counted inside it as plays_board (0004) did for the old order. Adds an index only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('plays_ranking')
    .on('plays')
    .columns(['game_id', 'kind', 'score desc', 'time_ms', 'player_id'])
    .execute();
}
