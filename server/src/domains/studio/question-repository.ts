import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { QuestionTable } from '../games/question-rows.ts';

// The SQL of a game's questions in the studio, whichever their type: found, deleted and reordered (each type
// adds and edits its own columns in its repository). The routes check ownership and the status policy
// first, and run these in a transaction.

type Db = Kysely<Database>;

/** A question of this game, or 404. */
export async function findQuestion<T extends QuestionTable>(db: Db, table: T, gameId: string, questionId: string) {
  const row = await db
    .selectFrom(table as QuestionTable)
    .selectAll()
    .where('id', '=', questionId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) throw notFound('Question not found');
  return row as unknown as Selectable<Database[T]>;
}

export async function deleteQuestion(db: Db, table: QuestionTable, questionId: string) {
  await db.deleteFrom(table).where('id', '=', questionId).execute();
}

/** The ids of the game's questions, in no particular order. */
export async function questionIdsOf(db: Db, table: QuestionTable, gameId: string): Promise<string[]> {
  const rows = await db.selectFrom(table).select('id').where('game_id', '=', gameId).execute();
  return rows.map((row) => row.id);
}

/** Puts the game's questions in this order (each id's place is its position). */
export async function setPositions(db: Db, table: QuestionTable, gameId: string, questionIds: readonly string[]) {
  for (const [position, id] of questionIds.entries()) {
    await db.updateTable(table).set({ position }).where('id', '=', id).where('game_id', '=', gameId).execute();
  }
}
