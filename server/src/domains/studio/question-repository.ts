import type { Direction } from '@plw/shared/constants';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { KrissKrossQuestionsTable, McqQuestionsTable } from '../../db/tables/games.ts';
import { notFound } from '../../errors.ts';
import type { QuestionTable } from '../../question-types/question-type.ts';

// The SQL of a game's questions in the studio: added at the end, edited, deleted, reordered, and (kriss-kross)
// given new directions. The routes check ownership and the status policy first, and run these in a transaction.

type Db = Kysely<Database>;
type KrissKrossTable = KrissKrossQuestionsTable;
type Added<T> = Omit<Insertable<T>, 'id' | 'game_id' | 'position' | 'created_at'>;

/** The position after the game's last question (0 for the first). */
async function nextPosition(db: Db, table: QuestionTable, gameId: string): Promise<number> {
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
}

/** A question of this game, or 404. */
export async function findQuestion<T extends QuestionTable>(db: Db, table: T, gameId: string, questionId: string) {
  const row = await db
    .selectFrom(table as QuestionTable)
    .selectAll()
    .where('id', '=', questionId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) throw notFound('Question not found');
  return row as unknown as T extends 'mcq_questions' ? Selectable<McqQuestionsTable> : Selectable<KrissKrossQuestionsTable>;
}

/** Adds a quiz question at the end; its id. */
export async function insertMcqQuestion(db: Db, gameId: string, columns: Added<McqQuestionsTable>, now: Date) {
  const row = { id: newId(), game_id: gameId, position: await nextPosition(db, 'mcq_questions', gameId) };
  await db.insertInto('mcq_questions').values({ ...row, ...columns, created_at: now.toISOString() }).execute();
  return row.id;
}

/** Adds a kriss-kross clue at the end; its id. */
export async function insertKrissKrossQuestion(db: Db, gameId: string, columns: Added<KrissKrossTable>, now: Date) {
  const row = { id: newId(), game_id: gameId, position: await nextPosition(db, 'krisskross_questions', gameId) };
  await db.insertInto('krisskross_questions').values({ ...row, ...columns, created_at: now.toISOString() }).execute();
  return row.id;
}

export async function updateMcqQuestion(db: Db, questionId: string, columns: Updateable<McqQuestionsTable>) {
  await db.updateTable('mcq_questions').set(columns).where('id', '=', questionId).execute();
}

export async function updateKrissKrossQuestion(db: Db, questionId: string, columns: Updateable<KrissKrossTable>) {
  await db.updateTable('krisskross_questions').set(columns).where('id', '=', questionId).execute();
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

export async function setDirections(db: Db, directions: readonly { question_id: string; direction: Direction }[]) {
  for (const { question_id, direction } of directions) {
    await db.updateTable('krisskross_questions').set({ direction }).where('id', '=', question_id).execute();
  }
}
