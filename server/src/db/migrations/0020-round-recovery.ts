import { sql, type Kysely } from 'kysely';

// Indexes only (issue 30: the server did not start on a database of realistic size):
// - plays_of_round: one round's plays by game, kind and round. Every query of a round (`ofRound`) went through
//   plays_round (round_id, kind), whose key is the same ('', 'RAPID') for every scheduled round's play, so settling
//   or seating one scheduled round read every scheduled round's plays.
// - plays_unfinished: the plays not finished yet, kept apart (a partial index), so finding the rounds to reopen
//   after a restart reads those plays only, never the finished history.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_of_round').ifNotExists().on('plays').columns(['game_id', 'kind', 'round_id']).execute();
  await db.schema
    .createIndex('plays_unfinished')
    .ifNotExists()
    .on('plays')
    .columns(['kind', 'game_id'])
    .where(sql.ref('finished_at'), 'is', null)
    .execute();
}
