import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame } from '../../domains/games/repository.ts';
import { dailyPlays } from '../../domains/plays/daily-play.ts';
import { typedAnswerPlayQuestions } from './play-questions.ts';
import { typedAnswerQuestionsWithAnswers } from './repository.ts';

// "Type the answer" games over REST: details, daily play one typed answer at a time (as a quiz plays it:
// plays/daily-play.ts), the answers page, the creator's demo and the leaderboard. Live rounds are played over
// the socket.

export default async function typedAnswerRoutes(app: FastifyInstance) {
  const daily = dailyPlays(app, 'Typed_answer', typedAnswerPlayQuestions);

  route(app, api.typedAnswerDetails, ({ params, auth }) => daily.details(auth, params.id));

  route(app, api.typedAnswerQuestions, async ({ params, auth }) => {
    const { visible, answers, score, finished } = await daily.questions(auth, params.id);
    return { questions: visible.questions, answers, score, finished };
  });

  // Stored as the player typed it, spaces trimmed and collapsed (its play questions' keptAs: what the report shows
  // back); judged the same. Nothing that counts typed (only spaces or punctuation) is refused as no answer.
  route(app, api.typedAnswerAnswer, ({ params, body, auth }) =>
    daily.answer(auth, params.id, { questionId: body.question_id, answer: body.answer }));

  route(app, api.typedAnswerPlayDemoQuestions, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Typed_answer');
    return { questions: await typedAnswerQuestionsWithAnswers(app.db, game.id) };
  });

  route(app, api.typedAnswerLeaderboard, ({ params, query, auth }) => daily.leaderboard(auth, params.id, query.type));

  route(app, api.typedAnswerReport, ({ params, auth }) => daily.report(auth, params.id));
}
