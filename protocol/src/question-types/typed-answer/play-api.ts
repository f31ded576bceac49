import { ROLES } from '@plw/shared/constants';
import { TYPED_ANSWER_MESSAGES } from '@plw/shared/question-types/typed-answer/answer';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idField, idParams } from '../../rest/fields.ts';
import { typedAnswerRoundQuestionSchema } from './entry.ts';
import { lockedAnswerSchema } from '../../socket/round-parts.ts';
import { LEADERBOARD_TYPES, leaderboardEntrySchema } from '../../rest/leaderboards.ts';
import { typedAnswerQuestionViewSchema } from './review-api.ts';

// "Type the answer" games over REST: details, daily play one typed answer at a time, the report after it,
// and the leaderboard. Live rounds are played over the socket (socket/round-events.ts).

export const typedAnswerPlaySchema = z.object({
  questions: z.array(typedAnswerRoundQuestionSchema),
  answers: z.array(lockedAnswerSchema),
  score: z.number(),
  finished: z.boolean(),
});

export const typedAnswerReportSchema = z.object({
  questions: z.array(
    z.object({
      question_id: z.string(),
      question: z.string(),
      answer: z.string(),
      my_answer: z.string().nullable(),
      correct: z.boolean(),
      points: z.number(),
    }),
  ),
  score: z.number(),
  rank: z.number().int().nullable(),
});

export const typedAnswerApi = {
  typedAnswerDetails: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/details',
    access: ROLES,
    summary: 'A "type the answer" game as the caller may see it',
    params: idParams,
    response: z.object({ game: gameSummarySchema }),
  }),
  typedAnswerQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/questions',
    access: ['PLAYER'],
    summary: "A daily game's questions without answers, and the player's answers so far; starts the play",
    params: idParams,
    errors: [409],
    response: typedAnswerPlaySchema,
  }),
  typedAnswerAnswer: defineEndpoint({
    method: 'POST',
    path: '/api/game/typed-answer/:id/answer',
    access: ['PLAYER'],
    summary: 'Locks in one answer of a daily game: once per question; the last one finishes the play',
    params: idParams,
    // Nothing typed is refused in the words the answer rule uses for nothing that counts ('Type an answer').
    body: z.object({
      question_id: idField,
      answer: boundedText(TEXT_MAX.answer, { required: TYPED_ANSWER_MESSAGES.empty }),
    }),
    errors: [409],
    response: lockedAnswerSchema.extend({
      score: z.number(),
      finished: z.boolean(),
      rank: z.number().int().nullable(),
      /**
       * The question's right answer, now that the player's own is locked (shared/rules/answer-access.ts,
       * dailyRightAnswer); null when the rule keeps it closed.
       */
      rightAnswer: z.string().nullable(),
    }),
  }),
  typedAnswerPlayDemoQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/playdemoquestions',
    access: ['CREATOR', 'ADMIN'],
    summary: "A game's questions with answers, for its creator to try it",
    params: idParams,
    response: z.object({ questions: z.array(typedAnswerQuestionViewSchema) }),
  }),
  typedAnswerLeaderboard: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/leaderboard',
    access: ROLES,
    summary: "A \"type the answer\" game's leaderboard: the live round's once it is over, else the daily one",
    params: idParams,
    query: z.object({ type: z.enum(LEADERBOARD_TYPES).optional() }),
    errors: [409],
    response: z.object({ leaderboard: z.array(leaderboardEntrySchema), me: leaderboardEntrySchema.nullable() }),
  }),
  typedAnswerReport: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/report',
    access: ['PLAYER'],
    summary: "The answers page: each question with its answer and the player's, once they may see it",
    params: idParams,
    errors: [409],
    response: typedAnswerReportSchema,
  }),
  typedAnswerQuestionsAll: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/:id/questions/all',
    access: ['CREATOR', 'ADMIN'],
    summary: "A \"type the answer\" game's questions with answers: its channel's creator and admins only",
    params: idParams,
    response: z.object({ questions: z.array(typedAnswerQuestionViewSchema) }),
  }),
} as const;
