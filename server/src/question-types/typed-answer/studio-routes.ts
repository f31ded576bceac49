import { api } from '@plw/protocol/api';
import type { StudioTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/studio-api';
import type { TypedAnswerQuestionForm } from '@plw/shared/question-types/typed-answer/question-schema';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { dateOf } from '../../clock.ts';
import type { TypedAnswerQuestionsTable } from '../../db/tables/games.ts';
import { route } from '../../http/route.ts';
import { changed, editableGame, mediaColumns, mediaOf } from '../../domains/studio/question-edits.ts';
import { findQuestion } from '../../domains/studio/question-repository.ts';
import { ownedGame, studioGame } from '../../domains/studio/repository.ts';
import { alternativesOf, insertTypedAnswerQuestion, typedAnswerQuestionRows, updateTypedAnswerQuestion } from './repository.ts';

// "Type the answer" questions in the studio: read with their answers and accepted spellings, added at the end,
// edited, by the quiz's rules (its creator only; a released game's cannot change; a verified game goes back to
// review). Deleting and reordering are the studio's, whichever the type (domains/studio/question-routes.ts).

export default async function typedAnswerStudioRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.studioTypedAnswerQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Typed_answer');
    const rows = await typedAnswerQuestionRows(db, game.id);
    return { game: await studioGame(db, game.id), questions: rows.map(toStudio) };
  });

  route(app, api.addTypedAnswerQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Typed_answer', body);
    const add = (trx: typeof db) => insertTypedAnswerQuestion(trx, game.id, columnsOf(body), dateOf(app.clock));
    const id = await changed(app, game, add);
    const row = await findQuestion(db, 'typed_answer_questions', game.id, id);
    return { game: await studioGame(db, game.id), question: toStudio(parsed(row)) };
  });

  route(app, api.updateTypedAnswerQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Typed_answer', body);
    await findQuestion(db, 'typed_answer_questions', game.id, params.questionId);
    await changed(app, game, (trx) => updateTypedAnswerQuestion(trx, params.questionId, columnsOf(body)));
    const row = await findQuestion(db, 'typed_answer_questions', game.id, params.questionId);
    return { game: await studioGame(db, game.id), question: toStudio(parsed(row)) };
  });
}

/** The columns of a question as its creator wrote it: the alternatives already trimmed by the schema. */
function columnsOf(body: TypedAnswerQuestionForm) {
  return {
    question: body.question,
    answer: body.answer,
    alternatives: JSON.stringify(body.alternatives),
    ...mediaColumns(body),
  };
}

type StoredQuestion = Selectable<TypedAnswerQuestionsTable>;
type ParsedQuestion = Omit<StoredQuestion, 'alternatives'> & { alternatives: string[] };

const parsed = (row: StoredQuestion): ParsedQuestion => ({ ...row, alternatives: alternativesOf(row) });

function toStudio(row: ParsedQuestion): StudioTypedAnswerQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    alternatives: row.alternatives,
    ...mediaOf(row),
  };
}
