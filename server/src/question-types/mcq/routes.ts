import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { playKindAt } from '@plw/shared/rules/rapid-round';
import { roundPhase } from '@plw/shared/rules/round/schedule';
import { dailyRightAnswer } from '@plw/shared/rules/answer-access';
import { MCQ_ANSWER_MESSAGES } from '@plw/shared/question-types/mcq/answer';
import { ANSWER_REFUSALS, type AnswerRefusal } from '@plw/shared/rules/round/judged-answer';
import { takeDailyAnswer } from '@plw/shared/rules/round/daily-answer';
import { toPoints } from '@plw/shared/rules/scoring';
import { seedFromText } from '@plw/shared/rules/seed';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { type AccessClaims, playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { findGameForDetails, findVisibleGame, type GameRecord, gameSummaryOf } from '../../domains/games/repository.ts';
import { boardKey } from '../../domains/plays/board-snapshot.ts';
import { leaderboardOf } from '../../domains/plays/routes.ts';
import { answerGameOf, assertDailyVerdicts, openAnswersOf } from '../../domains/plays/answer-access.ts';
import { finishPlay } from '../../domains/plays/finish-play.ts';
import { answersOfPlay, findPlay, playerKindAt, rankOf, storeAnswers } from '../../domains/plays/player-plays.ts';
import { startPlay } from '../../domains/plays/repository.ts';
import { mcqPlayQuestions } from './play-questions.ts';
import { mcqQuestionRows, mcqQuestionsWithAnswers } from './repository.ts';

// Multiple-choice games over REST: details for everyone who may see them, daily play one locked answer at
// a time, the answers page when the answer rule (plays/answer-access.ts) opens it, the creator's demo, and the
// leaderboard. Live rounds of the same games are played over the socket.

export const MCQ_MESSAGES = {
  notStarted: 'This game has not started yet',
  liveRound: 'This game is a live round: join it from the waiting room',
  roundOver: 'This game is over',
  alreadyAnswered: 'This question is already answered',
  unknownQuestion: 'No such question in this game',
  alreadyFinished: ERROR_MESSAGES.alreadyFinished,
} as const;

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** A daily answer the round rules refused, as this endpoint has always said it. */
function refusedAnswer(refusal: AnswerRefusal): HttpError {
  if (refusal === 'NOT_A_CHOICE') return badRequest(MCQ_ANSWER_MESSAGES.notAChoice, { answer: MCQ_ANSWER_MESSAGES.notAChoice });
  if (refusal === 'UNKNOWN_QUESTION') return new HttpError(400, 'BAD_REQUEST', MCQ_MESSAGES.unknownQuestion);
  return conflict(ANSWER_REFUSALS[refusal]);
}

export default async function mcqRoutes(app: FastifyInstance) {
  /** The game and its daily play, refusing what is not a daily play right now (its verdicts included). */
  async function dailyPlay(auth: AccessClaims, gameId: string, now: Date) {
    const game = await findVisibleGame(app.db, auth, gameId, 'Mcq');
    if (roundPhase(game, now) === 'waiting') throw conflict(MCQ_MESSAGES.notStarted);
    const kind = await playerKindAt(app.db, game, playerIdOf(auth), now);
    if (kind === 'RAPID') throw conflict(MCQ_MESSAGES.liveRound);
    // After a RAPID_THEN_DAILY round its players have had their scored play; others play the daily.
    if (kind === null) throw conflict(playKindAt(game, now) === 'DAILY' ? MCQ_MESSAGES.alreadyFinished : MCQ_MESSAGES.roundOver);
    // Paused while a live round of the game runs (a hosted one too): its answers' verdicts would tell a player
    // seated there the answers. Nothing of the play is lost; it goes on when the round ends.
    await assertDailyVerdicts(app.db, game, now);
    const play = await startPlay(app.db, game.id, playerIdOf(auth), 'DAILY', now);
    return { game, play };
  }

  /**
   * The right answer to a question whose answer is now locked, when the answer rule allows it at this moment (a live
   * round of the game may have opened since the play's check); null otherwise.
   */
  async function rightAnswerOf(game: GameRecord, questionId: string): Promise<string | null> {
    const access = dailyRightAnswer(await answerGameOf(app.db, game), { answerLocked: true }, dateOf(app.clock));
    if (!access.open) return null;
    const rows = await mcqQuestionRows(app.db, game.id);
    return rows.find((row) => row.id === questionId)?.answer ?? null;
  }

  async function lockedAnswers(playId: string) {
    const rows = await answersOfPlay(app.db, playId);
    return rows.map((a) => ({ questionId: a.question_id, correct: a.correct === 1, points: toPoints(a.points) }));
  }

  route(app, api.mcqDetails, async ({ params, auth }) => {
    const game = await findGameForDetails(app.db, auth, params.id, 'Mcq');
    return { game: await gameSummaryOf(app.db, game.id) };
  });

  route(app, api.mcqQuestions, async ({ params, auth }) => {
    const { game, play } = await dailyPlay(auth, params.id, dateOf(app.clock));
    const { visible } = await mcqPlayQuestions(app.db, game);
    return {
      questions: visible.questions,
      shuffleSeed: seedFromText(play.id),
      answers: await lockedAnswers(play.id),
      score: toPoints(play.score),
      finished: play.finished_at !== null,
    };
  });

  route(app, api.mcqAnswer, async ({ params, body, auth }) => {
    const now = dateOf(app.clock);
    const { game, play } = await dailyPlay(auth, params.id, now);
    if (play.finished_at) throw conflict(MCQ_MESSAGES.alreadyFinished);
    const { checks } = await mcqPlayQuestions(app.db, game);
    // Checked and scored by the round rules a live round's answer goes through (shared/rules/round).
    const { question_id: questionId, answer: text } = body;
    const verdict = checks.get(questionId)?.(text);
    const elapsedMs = now.getTime() - Date.parse(play.started_at);
    const taken = takeDailyAnswer({ questionId, answer: text, verdict }, { gameScore: game.score, elapsedMs });
    if (!taken.taken) throw refusedAnswer(taken.refusal);
    const { correct, points } = taken.answer;
    const answer = { ...taken.answer, playId: play.id, answeredAt: now };
    const stored = await app.db.transaction().execute((trx) => storeAnswers(trx, [answer]));
    if (stored.size === 0) throw conflict(MCQ_MESSAGES.alreadyAnswered);

    const updated = await findPlay(app.db, game.id, play.player_id, 'DAILY');
    if (!updated) throw new Error('a play vanished');
    const answered = (await lockedAnswers(play.id)).length;
    let rank: number | null = null;
    if (answered >= checks.size) {
      const { score, correct_count: correctCount } = updated;
      await finishPlay(app.db, { play: updated, channelId: game.channel_id, score, correctCount, now });
      app.sharedCache.expire(boardKey(game.id, 'DAILY'));
      const finished = await findPlay(app.db, game.id, play.player_id, 'DAILY');
      rank = finished ? await rankOf(app.db, finished) : null;
    }
    return {
      questionId: body.question_id,
      correct,
      points: toPoints(points),
      score: toPoints(updated.score),
      finished: rank !== null,
      rank,
      rightAnswer: await rightAnswerOf(game, questionId),
    };
  });

  route(app, api.mcqPlayDemoQuestions, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Mcq');
    return { questions: await mcqQuestionsWithAnswers(app.db, game.id) };
  });

  route(app, api.mcqLeaderboard, async ({ params, query, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Mcq');
    const kind = query.type ?? (game.mode === 'DAILY' ? 'DAILY' : 'RAPID');
    const { leaderboard, me } = await leaderboardOf(app, game, kind, auth.playerId);
    return { leaderboard, me };
  });

  route(app, api.mcqReport, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Mcq');
    const { round, daily } = await openAnswersOf(app.db, game, playerIdOf(auth), dateOf(app.clock));
    // The play the page shows beside the answers: the finished daily one, else the round's seat (if any).
    const play = daily?.finished_at ? daily : round;

    const rows = await mcqQuestionRows(app.db, game.id);
    const mine = play ? await answersOfPlay(app.db, play.id) : [];
    const byQuestion = new Map(mine.map((a) => [a.question_id, a]));
    return {
      questions: rows.map((row) => {
        const answer = byQuestion.get(row.id);
        return {
          question_id: row.id,
          question: row.question,
          answer: row.answer,
          my_answer: answer?.answer ?? null,
          correct: answer?.correct === 1,
          points: toPoints(answer?.points ?? 0),
        };
      }),
      score: toPoints(play?.score ?? 0),
      rank: play?.finished_at && play.removed_at === null ? await rankOf(app.db, play) : null,
    };
  });
}
