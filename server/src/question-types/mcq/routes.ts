import { api } from '@plw/protocol/api';
import { seedFromText } from '@plw/shared/rules/seed';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame } from '../../domains/games/repository.ts';
import { DAILY_PLAY_MESSAGES, dailyPlays } from '../../domains/plays/daily-play.ts';
import { mcqPlayQuestions } from './play-questions.ts';
import { mcqQuestionsWithAnswers } from './repository.ts';

// Multiple-choice games over REST: details for everyone who may see them, daily play one locked answer at
// a time, the answers page when the answer rule (plays/answer-access.ts) opens it, the creator's demo, and the
// leaderboard (all but the demo as every such type plays them: plays/daily-play.ts). Live rounds of the same
// games are played over the socket.

export const MCQ_MESSAGES = DAILY_PLAY_MESSAGES;

export default async function mcqRoutes(app: FastifyInstance) {
  const daily = dailyPlays(app, 'Mcq', mcqPlayQuestions);

  route(app, api.mcqDetails, ({ params, auth }) => daily.details(auth, params.id));

  route(app, api.mcqQuestions, async ({ params, auth }) => {
    const { play, visible, answers, score, finished } = await daily.questions(auth, params.id);
    // Each player's own order of the choices, the same on every visit.
    return { questions: visible.questions, shuffleSeed: seedFromText(play.id), answers, score, finished };
  });

  route(app, api.mcqAnswer, ({ params, body, auth }) =>
    daily.answer(auth, params.id, { questionId: body.question_id, answer: body.answer }));

  route(app, api.mcqPlayDemoQuestions, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Mcq');
    return { questions: await mcqQuestionsWithAnswers(app.db, game.id) };
  });

  route(app, api.mcqLeaderboard, ({ params, query, auth }) => daily.leaderboard(auth, params.id, query.type));

  route(app, api.mcqReport, ({ params, auth }) => daily.report(auth, params.id));
}
