import type { Kysely, Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { TypedAnswerQuestionsTable } from '../../db/tables/games.ts';
import { type Added, type NewQuestion, nextPosition, questionRow } from '../../domains/games/question-rows.ts';

// "Type the answer" questions as stored: in their order, with the other accepted spellings read back from their
// JSON column; added and edited in the studio, appended in bulk by the demo.

type Db = Kysely<Database>;
const storedAlternatives = z.array(z.string());

/** The other spellings a stored question accepts. */
export const alternativesOf = (row: Pick<Selectable<TypedAnswerQuestionsTable>, 'alternatives'>) =>
  storedAlternatives.parse(JSON.parse(row.alternatives));

export async function typedAnswerQuestionRows(db: Db, gameId: string) {
  const rows = await db
    .selectFrom('typed_answer_questions')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, alternatives: alternativesOf(row) }));
}

/** A game's questions with their answers and accepted spellings: for its creator and reviewers only. */
export async function typedAnswerQuestionsWithAnswers(db: Db, gameId: string) {
  const rows = await typedAnswerQuestionRows(db, gameId);
  return rows.map((row) => ({
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    alternatives: row.alternatives,
    mediaFile: row.media_id,
    mediaType: row.media_type,
  }));
}

/** Adds a question at the end; its id. */
export async function insertTypedAnswerQuestion(
  db: Db,
  gameId: string,
  columns: Added<TypedAnswerQuestionsTable>,
  now: Date,
) {
  const row = { id: newId(), game_id: gameId, position: await nextPosition(db, 'typed_answer_questions', gameId) };
  await db.insertInto('typed_answer_questions').values({ ...row, ...columns, created_at: now.toISOString() }).execute();
  return row.id;
}

export async function updateTypedAnswerQuestion(
  db: Db,
  questionId: string,
  columns: Updateable<TypedAnswerQuestionsTable>,
) {
  await db.updateTable('typed_answer_questions').set(columns).where('id', '=', questionId).execute();
}

/** Appends questions to a game in order, each with its accepted spellings. */
export async function insertTypedAnswerQuestions(
  db: Db,
  gameId: string,
  questions: (NewQuestion & { alternatives: readonly string[] })[],
  now: Date,
) {
  for (const [position, q] of questions.entries()) {
    await db
      .insertInto('typed_answer_questions')
      .values({ ...questionRow(gameId, position, q, now), alternatives: JSON.stringify(q.alternatives) })
      .execute();
  }
}

/** Each question's content as review versions it (domains/review/question-version.ts), with its id and place. */
export async function typedAnswerReviewContents(db: Db, gameId: string) {
  const rows = await db
    .selectFrom('typed_answer_questions')
    .select(['id', 'question', 'answer', 'media_id', 'media_type', 'position', 'alternatives'])
    .where('game_id', '=', gameId)
    .execute();
  return rows.map((row) => ({ ...row, alternatives: alternativesOf(row) }));
}
