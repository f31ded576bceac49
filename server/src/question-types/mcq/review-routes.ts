import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame } from '../../domains/games/repository.ts';
import { verifyView } from '../../domains/review/verify-view.ts';
import { mcqQuestionsWithAnswers } from './repository.ts';

// A quiz's questions with their answers for its makers and reviewers: as they are, and for review with the
// verdicts given so far.

export default async function mcqReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.mcqQuestionsAll, async ({ params, auth }) => {
    const game = await findVisibleGame(db, auth, params.id, 'Mcq');
    return { questions: await mcqQuestionsWithAnswers(db, game.id) };
  });

  route(app, api.mcqVerifyQuestions, ({ params }) => verifyView(db, params.id, 'Mcq', mcqQuestionsWithAnswers));
}
