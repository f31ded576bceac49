import { api } from '@plw/protocol/api';
import type { StudioMcqQuestion } from '@plw/protocol/question-types/mcq/studio-api';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { dateOf } from '../../clock.ts';
import type { McqQuestionsTable } from '../../db/tables/games.ts';
import { route } from '../../http/route.ts';
import { changed, editableGame, mediaColumns, mediaOf, type QuestionMedia } from '../../domains/studio/question-edits.ts';
import { findQuestion } from '../../domains/studio/question-repository.ts';
import { ownedGame, studioGame } from '../../domains/studio/repository.ts';
import { insertMcqQuestion, mcqQuestionRows, updateMcqQuestion } from './repository.ts';

// A quiz's questions in the studio: read with their answers and options, added at the end, edited. Deleting and
// reordering are the studio's, whichever the type (domains/studio/question-routes.ts).

const storedOptions = z.array(z.string());

export default async function mcqStudioRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.studioMcqQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Mcq');
    const rows = await mcqQuestionRows(db, game.id);
    return { game: await studioGame(db, game.id), questions: rows.map(toMcq) };
  });

  route(app, api.addMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Mcq', body);
    const id = await changed(app, game, (trx) => insertMcqQuestion(trx, game.id, mcqColumns(body), dateOf(app.clock)));
    return { game: await studioGame(db, game.id), question: toMcq(await findQuestion(db, 'mcq_questions', game.id, id)) };
  });

  route(app, api.updateMcqQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Mcq', body);
    await findQuestion(db, 'mcq_questions', game.id, params.questionId);
    await changed(app, game, (trx) => updateMcqQuestion(trx, params.questionId, mcqColumns(body)));
    const question = toMcq(await findQuestion(db, 'mcq_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });
}

function mcqColumns(body: { question: string; answer: string; answer_options: string[] } & QuestionMedia) {
  return {
    question: body.question,
    answer: body.answer,
    answer_options: JSON.stringify(body.answer_options),
    ...mediaColumns(body),
  };
}

function toMcq(row: Selectable<McqQuestionsTable>): StudioMcqQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    answer_options: storedOptions.parse(JSON.parse(row.answer_options)),
    ...mediaOf(row),
  };
}
