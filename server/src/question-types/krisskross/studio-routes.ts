import { api } from '@plw/protocol/api';
import type { StudioKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/studio-api';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { dateOf } from '../../clock.ts';
import type { KrissKrossQuestionsTable } from '../../db/tables/games.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { changed, editableGame, mediaColumns, mediaOf, type QuestionMedia } from '../../domains/studio/question-edits.ts';
import { findQuestion, questionIdsOf } from '../../domains/studio/question-repository.ts';
import { ownedGame, studioGame } from '../../domains/studio/repository.ts';
import { assertEditable } from '../../domains/studio/status-policy.ts';
import { questionsOf } from './grid.ts';
import { insertKrissKrossQuestion, setDirections, updateKrissKrossQuestion } from './repository.ts';

// A kriss-kross game's clues in the studio: read with answers and directions, added at the end, edited, and
// given new directions at once. Deleting and reordering are the studio's (domains/studio/question-routes.ts).

export default async function krissKrossStudioRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.studioKrissKrossQuestions, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    const rows = await questionsOf(db, game.id);
    return { game: await studioGame(db, game.id), questions: rows.map(toKrissKross) };
  });

  route(app, api.addKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Kriss_kross_puzzle', body);
    const columns = krissKrossColumns(body);
    const id = await changed(app, game, (trx) => insertKrissKrossQuestion(trx, game.id, columns, dateOf(app.clock)));
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, id));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.updateKrissKrossQuestion, async ({ auth, params, body }) => {
    const game = await editableGame(db, auth, params.id, 'Kriss_kross_puzzle', body);
    await findQuestion(db, 'krisskross_questions', game.id, params.questionId);
    await changed(app, game, (trx) => updateKrissKrossQuestion(trx, params.questionId, krissKrossColumns(body)));
    const question = toKrissKross(await findQuestion(db, 'krisskross_questions', game.id, params.questionId));
    return { game: await studioGame(db, game.id), question };
  });

  route(app, api.setDirections, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id, 'Kriss_kross_puzzle');
    assertEditable(game, 'questions');
    const held = new Set(await questionIdsOf(db, 'krisskross_questions', game.id));
    const unknown = body.directions.find((d) => !held.has(d.question_id));
    if (unknown) throw notFound('Question not found');
    await changed(app, game, (trx) => setDirections(trx, body.directions));
    return { game: await studioGame(db, game.id) };
  });
}

function krissKrossColumns(body: { question: string; answer: string; direction: 'Across' | 'Down' } & QuestionMedia) {
  return { question: body.question, answer: body.answer, direction: body.direction, ...mediaColumns(body) };
}

function toKrissKross(row: Selectable<KrissKrossQuestionsTable>): StudioKrissKrossQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    direction: row.direction,
    ...mediaOf(row),
  };
}
