import { api } from '@plw/protocol/api';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { changed } from './question-edits.ts';
import { deleteQuestion, findQuestion, questionIdsOf, setPositions } from './question-repository.ts';
import { ownedGame, questionTable, studioGame } from './repository.ts';
import { assertEditable } from './status-policy.ts';

// A game's questions in the studio, whichever their type: deleted and reordered. Each type reads, adds and edits
// its own (question-types/<type>/studio-routes.ts). Every change goes through the status policy.

export default async function studioQuestionRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.deleteQuestion, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    await findQuestion(db, table, game.id, params.questionId);
    await changed(app, game, (trx) => deleteQuestion(trx, table, params.questionId));
    return { game: await studioGame(db, game.id) };
  });

  route(app, api.reorderQuestions, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id);
    assertEditable(game, 'questions');
    const table = questionTable(game.type);
    const held = await questionIdsOf(db, table, game.id);
    const wanted = body.question_ids;
    const sameSet = wanted.length === held.length && new Set(wanted).size === wanted.length
      && held.every((id) => wanted.includes(id));
    if (!sameSet) throw badRequest(STUDIO_MESSAGES.questionOrder, { question_ids: STUDIO_MESSAGES.questionOrder });
    await changed(app, game, (trx) => setPositions(trx, table, game.id, wanted));
    return { game: await studioGame(db, game.id) };
  });
}
