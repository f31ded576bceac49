import { type Kysely, sql } from 'kysely';

// Verdicts sealed until a question closes for everyone (issue 30). Changes no creator's choice and drops nothing:
// - rounds_game: the answer rule reads a game's hosted rounds not yet closed on every report, look-back and daily
//   answer, so they are found by game.
// - The demo's content plays its quizzes in step. Every quiz the server wrote itself, released as it was created
//   (the demo's seeded games and its live quizzes: a creator's game is released only after review, later than it
//   was created), whose round is not under way or over, goes from FREE (the old column default, never a choice)
//   to IN_STEP. New games take their type's style from the one insert (games/repository.ts insertGame); the
//   column's own default stays FREE, the style kriss-kross games keep.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('rounds_game').on('rounds').columns(['game_id', 'state']).execute();
  const now = new Date().toISOString();
  await sql`
    update games set round_style = 'IN_STEP'
    where type = 'Mcq' and round_style = 'FREE' and released_at = created_at
      and (mode = 'DAILY' or publishing_time is null or publishing_time > ${now})
  `.execute(db);
}
