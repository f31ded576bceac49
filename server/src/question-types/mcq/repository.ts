import type { Kysely, Updateable } from 'kysely';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { McqQuestionsTable } from '../../db/tables/games.ts';
import { type Added, type NewQuestion, nextPosition, questionRow } from '../../domains/games/question-rows.ts';

// A quiz's questions as stored: in their order, with the wrong options read back from their JSON column; added
// and edited in the studio, appended in bulk by the demo.

type Db = Kysely<Database>;
const storedOptions = z.array(z.string());

export async function mcqQuestionRows(db: Db, gameId: string) {
  const rows = await db.selectFrom('mcq_questions').selectAll().where('game_id', '=', gameId).orderBy('position').execute();
  return rows.map((row) => ({ ...row, options: storedOptions.parse(JSON.parse(row.answer_options)) }));
}

/** A multiple-choice game's questions with their answers: for its creator and reviewers only. */
export async function mcqQuestionsWithAnswers(db: Db, gameId: string) {
  const rows = await db.selectFrom('mcq_questions').selectAll().where('game_id', '=', gameId).orderBy('position').execute();
  return rows.map((row) => ({
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    answer_options: storedOptions.parse(JSON.parse(row.answer_options)),
    mediaFile: row.media_id,
    mediaType: row.media_type,
  }));
}

/** Adds a quiz question at the end; its id. */
export async function insertMcqQuestion(db: Db, gameId: string, columns: Added<McqQuestionsTable>, now: Date) {
  const row = { id: newId(), game_id: gameId, position: await nextPosition(db, 'mcq_questions', gameId) };
  await db.insertInto('mcq_questions').values({ ...row, ...columns, created_at: now.toISOString() }).execute();
  return row.id;
}

export async function updateMcqQuestion(db: Db, questionId: string, columns: Updateable<McqQuestionsTable>) {
  await db.updateTable('mcq_questions').set(columns).where('id', '=', questionId).execute();
}

/** Appends questions to a quiz in order, each with its wrong options. */
export async function insertMcqQuestions(
  db: Db,
  gameId: string,
  questions: (NewQuestion & { answer_options: string[] })[],
  now: Date,
) {
  for (const [position, q] of questions.entries()) {
    await db
      .insertInto('mcq_questions')
      .values({ ...questionRow(gameId, position, q, now), answer_options: JSON.stringify(q.answer_options) })
      .execute();
  }
}

/** Each question's content as review versions it (domains/review/question-version.ts), with its id and place. */
export async function mcqReviewContents(db: Db, gameId: string) {
  const rows = await db
    .selectFrom('mcq_questions')
    .select(['id', 'question', 'answer', 'media_id', 'media_type', 'position', 'answer_options'])
    .where('game_id', '=', gameId)
    .execute();
  return rows.map((row) => ({ ...row, answer_options: storedOptions.parse(JSON.parse(row.answer_options)) }));
}
