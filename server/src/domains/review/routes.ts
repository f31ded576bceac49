import { api } from '@plw/protocol/api';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { newId } from '../../db/ids.ts';
import { conflict, notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { findGame, gameSummaryOf } from '../games/repository.ts';
import { ownedGame } from '../studio/repository.ts';
import { canSubmit } from '../studio/status-policy.ts';
import {
  latestVerdicts,
  pendingRequestCount,
  pendingRequests,
  questionsOf,
  requestsOfGame,
  submitForReview,
  toVerifyRequests,
} from './repository.ts';
import { reviewGame } from './review-game.ts';

// Game review: a creator submits a game and reads the verdicts; an admin lists what waits, reads a game's questions
// with the verdicts given so far (each type's own view: question-types/<type>/review-routes.ts), and gives each
// question its verdict.

export default async function reviewRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.submitGame, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    if (!canSubmit(game.status)) throw conflict(REVIEW_MESSAGES.notSubmittable);
    if ((await questionsOf(db, game.id)).length === 0) throw conflict(REVIEW_MESSAGES.noQuestions);
    const at = dateOf(app.clock).toISOString();
    const request = {
      id: newId(),
      game_id: game.id,
      channel_id: game.channel_id,
      status: 'PENDING' as const,
      note: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: at,
    };
    if (!(await submitForReview(db, game, request))) throw conflict(REVIEW_MESSAGES.notSubmittable);
    const [shown] = await toVerifyRequests(db, [request]);
    if (!shown) throw notFound('Request not found');
    return { game: await gameSummaryOf(db, game.id), request: shown };
  });

  route(app, api.gameReview, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    const [latest] = await toVerifyRequests(db, (await requestsOfGame(db, game.id)).slice(0, 1));
    const verdicts = await latestVerdicts(db, game.id);
    const questions = await questionsOf(db, game.id);
    return {
      game: await gameSummaryOf(db, game.id),
      request: latest ?? null,
      verdicts: questions.map((q) => ({
        question_id: q.id,
        question: q.question,
        verdict: verdicts.get(q.id)?.verdict ?? null,
        reason: verdicts.get(q.id)?.reason ?? null,
      })),
    };
  });

  route(app, api.pendingReviews, async () => {
    const requests = await toVerifyRequests(db, await pendingRequests(db));
    return {
      requests: await Promise.all(
        requests.map(async (request) => ({
          ...request,
          game: await gameSummaryOf(db, request.game_id),
          questions: (await questionsOf(db, request.game_id)).length,
        })),
      ),
    };
  });

  route(app, api.pendingReviewCount, async () => ({ pending: await pendingRequestCount(db) }));

  route(app, api.verifyRequest, async ({ params }) => {
    const game = await gameOf(params.id);
    const requests = await toVerifyRequests(db, await requestsOfGame(db, game.id));
    return { game: await gameSummaryOf(db, game.id), requests };
  });

  route(app, api.reviewGame, async ({ auth, params, body }) => {
    const game = await gameOf(params.id);
    return reviewGame(app, game, auth.sub, body);
  });

  async function gameOf(gameId: string) {
    const game = await findGame(db, gameId);
    if (!game) throw notFound('Game not found');
    return game;
  }
}
