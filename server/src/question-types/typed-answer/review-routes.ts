import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame } from '../../domains/games/repository.ts';
import { verifyView } from '../../domains/review/verify-view.ts';
import { typedAnswerQuestionsWithAnswers } from './repository.ts';

// A "type the answer" game's questions with their answers and accepted spellings for its makers and reviewers:
// as they are, and for review with the verdicts given so far.

export default async function typedAnswerReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.typedAnswerQuestionsAll, async ({ params, auth }) => {
    const game = await findVisibleGame(db, auth, params.id, 'Typed_answer');
    return { questions: await typedAnswerQuestionsWithAnswers(db, game.id) };
  });

  route(app, api.typedAnswerVerifyQuestions, ({ params }) =>
    verifyView(db, params.id, 'Typed_answer', typedAnswerQuestionsWithAnswers));
}
