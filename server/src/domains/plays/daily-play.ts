import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { GameType } from '@plw/shared/constants';
import { TYPE_ANSWER_REFUSALS } from '@plw/shared/question-types/registry';
import { dailyRightAnswer } from '@plw/shared/rules/answer-access';
import { type PlayKind, playKindAt } from '@plw/shared/rules/rapid-round';
import { takeDailyAnswer } from '@plw/shared/rules/round/daily-answer';
import { ANSWER_REFUSALS, type AnswerRefusal } from '@plw/shared/rules/round/judged-answer';
import { roundPhase } from '@plw/shared/rules/round/schedule';
import { toPoints } from '@plw/shared/rules/scoring';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import { type AccessClaims, playerIdOf } from '../../http/access.ts';
import type { PlayQuestionSet } from '../games/play-questions.ts';
import { findGameForDetails, findVisibleGame, type GameRecord, gameSummaryOf } from '../games/repository.ts';
import { answerGameOf, assertDailyVerdicts, openAnswersOf } from './answer-access.ts';
import { boardKey } from './board-snapshot.ts';
import { finishPlay } from './finish-play.ts';
import { answersOfPlay, findPlay, playerKindAt, rankOf, storeAnswers } from './player-plays.ts';
import { startPlay } from './repository.ts';
import { leaderboardOf } from './routes.ts';

// A game played over REST one locked answer at a time (a quiz, "type the answer"): its details, its daily play's
// questions and answers, the answers page once the answer rule (answer-access.ts) opens it, and its leaderboard.
// Each type's routes hand this their type and how their questions load; what an answer is and how it is judged
// stays the type's (PlayQuestionSet). Live rounds of the same games are played over the socket.

export const DAILY_PLAY_MESSAGES = {
  notStarted: 'This game has not started yet',
  liveRound: 'This game is a live round: join it from the waiting room',
  roundOver: 'This game is over',
  alreadyAnswered: 'This question is already answered',
  unknownQuestion: 'No such question in this game',
  alreadyFinished: ERROR_MESSAGES.alreadyFinished,
} as const;

type LoadQuestions<V extends RoundQuestions> = (db: Kysely<Database>, game: GameRecord) => Promise<PlayQuestionSet<V>>;

/** A daily answer the round rules refused: a type's own refusal is the answer's fault (400), as is no question. */
function refusedAnswer(refusal: AnswerRefusal) {
  const message = ANSWER_REFUSALS[refusal];
  if (refusal in TYPE_ANSWER_REFUSALS) return badRequest(message, { answer: message });
  if (refusal === 'UNKNOWN_QUESTION') return badRequest(DAILY_PLAY_MESSAGES.unknownQuestion);
  return conflict(message);
}

export function dailyPlays<V extends RoundQuestions>(app: FastifyInstance, type: GameType, load: LoadQuestions<V>) {
  const { db } = app;

  /** The game and its daily play, refusing what is not a daily play right now (its verdicts included). */
  async function dailyPlay(auth: AccessClaims, gameId: string, now: Date) {
    const game = await findVisibleGame(db, auth, gameId, type);
    if (roundPhase(game, now) === 'waiting') throw conflict(DAILY_PLAY_MESSAGES.notStarted);
    const kind = await playerKindAt(db, game, playerIdOf(auth), now);
    if (kind === 'RAPID') throw conflict(DAILY_PLAY_MESSAGES.liveRound);
    // After a RAPID_THEN_DAILY round its players have had their scored play; others play the daily.
    if (kind === null) {
      throw conflict(playKindAt(game, now) === 'DAILY' ? DAILY_PLAY_MESSAGES.alreadyFinished : DAILY_PLAY_MESSAGES.roundOver);
    }
    // Paused while a live round of the game runs (a hosted one too): its answers' verdicts would tell a player
    // seated there the answers. Nothing of the play is lost; it goes on when the round ends.
    await assertDailyVerdicts(db, game, now);
    const play = await startPlay(db, game.id, playerIdOf(auth), 'DAILY', now);
    return { game, play };
  }

  async function lockedAnswers(playId: string) {
    const rows = await answersOfPlay(db, playId);
    return rows.map((a) => ({ questionId: a.question_id, correct: a.correct === 1, points: toPoints(a.points) }));
  }

  /**
   * The right answer to a question whose answer is now locked, when the answer rule allows it at this moment (a
   * live round of the game may have opened since the play's check); null otherwise.
   */
  async function rightAnswerOf(game: GameRecord, rightAnswers: ReadonlyMap<string, string>, questionId: string) {
    const access = dailyRightAnswer(await answerGameOf(db, game), { answerLocked: true }, dateOf(app.clock));
    return access.open ? (rightAnswers.get(questionId) ?? null) : null;
  }

  return {
    async details(auth: AccessClaims, gameId: string) {
      const game = await findGameForDetails(db, auth, gameId, type);
      return { game: await gameSummaryOf(db, game.id) };
    },

    /** The daily play's questions (no answers) and the player's locked answers so far; starts the play. */
    async questions(auth: AccessClaims, gameId: string) {
      const { game, play } = await dailyPlay(auth, gameId, dateOf(app.clock));
      const { visible } = await load(db, game);
      const answers = await lockedAnswers(play.id);
      return { play, visible, answers, score: toPoints(play.score), finished: play.finished_at !== null };
    },

    /**
     * Locks one answer, judged by the type's check and scored by the round rules a live round's answer goes
     * through (shared/rules/round); `answer` is the text as stored. The last answer finishes the play.
     */
    async answer(auth: AccessClaims, gameId: string, sentAnswer: { questionId: string; answer: string }) {
      const { questionId, answer: sent } = sentAnswer;
      const now = dateOf(app.clock);
      const { game, play } = await dailyPlay(auth, gameId, now);
      if (play.finished_at) throw conflict(DAILY_PLAY_MESSAGES.alreadyFinished);
      const { checks, rightAnswers, keptAs } = await load(db, game);
      // Judged and stored in the form its type keeps (a typed answer: its spelling), as a live round keeps it.
      const answer = keptAs?.(sent) ?? sent;
      const verdict = checks.get(questionId)?.(answer);
      const elapsedMs = now.getTime() - Date.parse(play.started_at);
      const taken = takeDailyAnswer({ questionId, answer, verdict }, { gameScore: game.score, elapsedMs });
      if (!taken.taken) throw refusedAnswer(taken.refusal);
      const { correct, points } = taken.answer;
      const locked = { ...taken.answer, playId: play.id, answeredAt: now };
      const stored = await db.transaction().execute((trx) => storeAnswers(trx, [locked]));
      if (stored.size === 0) throw conflict(DAILY_PLAY_MESSAGES.alreadyAnswered);

      const updated = await findPlay(db, game.id, play.player_id, 'DAILY');
      if (!updated) throw new Error('a play vanished');
      let rank: number | null = null;
      if ((await lockedAnswers(play.id)).length >= checks.size) {
        const { score, correct_count: correctCount } = updated;
        await finishPlay(db, { play: updated, channelId: game.channel_id, score, correctCount, now });
        app.sharedCache.expire(boardKey(game.id, 'DAILY'));
        const finished = await findPlay(db, game.id, play.player_id, 'DAILY');
        rank = finished ? await rankOf(db, finished) : null;
      }
      return {
        questionId,
        correct,
        points: toPoints(points),
        score: toPoints(updated.score),
        finished: rank !== null,
        rank,
        rightAnswer: await rightAnswerOf(game, rightAnswers, questionId),
      };
    },

    async leaderboard(auth: AccessClaims, gameId: string, requested: PlayKind | undefined) {
      const game = await findVisibleGame(db, auth, gameId, type);
      const kind = requested ?? (game.mode === 'DAILY' ? 'DAILY' : 'RAPID');
      const { leaderboard, me } = await leaderboardOf(app, game, kind, auth.playerId);
      return { leaderboard, me };
    },

    /** The answers page: each question with its answer and the player's, once the answer rule opens them. */
    async report(auth: AccessClaims, gameId: string) {
      const game = await findVisibleGame(db, auth, gameId, type);
      const { round, daily } = await openAnswersOf(db, game, playerIdOf(auth), dateOf(app.clock));
      // The play the page shows beside the answers: the finished daily one, else the round's seat (if any).
      const play = daily?.finished_at ? daily : round;

      const { visible, rightAnswers } = await load(db, game);
      const shown: readonly { question_id: string; question: string }[] = visible.questions;
      const mine = play ? await answersOfPlay(db, play.id) : [];
      const byQuestion = new Map(mine.map((a) => [a.question_id, a]));
      return {
        questions: shown.map(({ question_id, question }) => {
          const answer = byQuestion.get(question_id);
          return {
            question_id,
            question,
            answer: rightAnswers.get(question_id) ?? '',
            my_answer: answer?.answer ?? null,
            correct: answer?.correct === 1,
            points: toPoints(answer?.points ?? 0),
          };
        }),
        score: toPoints(play?.score ?? 0),
        rank: play?.finished_at && play.removed_at === null ? await rankOf(db, play) : null,
      };
    },
  };
}
