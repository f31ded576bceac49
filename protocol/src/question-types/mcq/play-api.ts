import { ROLES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idField, idParams } from '../../rest/fields.ts';
import { mcqRoundQuestionSchema } from './entry.ts';
import { lockedAnswerSchema } from '../../socket/round-parts.ts';
import { LEADERBOARD_TYPES, leaderboardEntrySchema } from '../../rest/leaderboards.ts';
import { mcqQuestionViewSchema } from './review-api.ts';

// Multiple-choice games over REST (spec 7): details, daily play one answer at a time, the report after it,
// and the leaderboard. Live rounds are played over the socket (socket/round-events.ts).

export const mcqPlaySchema = z.object({
  questions: z.array(mcqRoundQuestionSchema),
  /** Each player sees the four choices in their own order: shuffle with this seed. */
  shuffleSeed: z.number().int(),
  answers: z.array(lockedAnswerSchema),
  score: z.number(),
  finished: z.boolean(),
});

export const mcqReportSchema = z.object({
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

export const mcqApi = {
  mcqDetails: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/details',
    access: ROLES,
    summary: 'A multiple-choice game as the caller may see it',
    params: idParams,
    response: z.object({ game: gameSummarySchema }),
  }),
  mcqQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/questions',
    access: ['PLAYER'],
    summary: "A daily game's questions without answers, and the player's answers so far; starts the play",
    params: idParams,
    errors: [409],
    response: mcqPlaySchema,
  }),
  mcqAnswer: defineEndpoint({
    method: 'POST',
    path: '/api/game/mcq/:id/answer',
    access: ['PLAYER'],
    summary: 'Locks in one answer of a daily game: once per question; the last one finishes the play',
    params: idParams,
    body: z.object({ question_id: idField, answer: boundedText(TEXT_MAX.answer).min(1) }),
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
  mcqPlayDemoQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/playdemoquestions',
    access: ['CREATOR', 'ADMIN'],
    summary: "A game's questions with answers, for its creator to try it",
    params: idParams,
    response: z.object({ questions: z.array(mcqQuestionViewSchema) }),
  }),
  mcqLeaderboard: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/leaderboard',
    access: ROLES,
    summary: "A multiple-choice game's leaderboard: the live round's once it is over, else the daily one",
    params: idParams,
    query: z.object({ type: z.enum(LEADERBOARD_TYPES).optional() }),
    errors: [409],
    response: z.object({ leaderboard: z.array(leaderboardEntrySchema), me: leaderboardEntrySchema.nullable() }),
  }),
  mcqReport: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/report',
    access: ['PLAYER'],
    summary: "The answers page: each question with its answer and the player's, once they may see it",
    params: idParams,
    errors: [409],
    response: mcqReportSchema,
  }),
  mcqQuestionsAll: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/questions/all',
    access: ['CREATOR', 'ADMIN'],
    summary: "A multiple-choice game's questions with answers: its channel's creator and admins only",
    params: idParams,
    response: z.object({ questions: z.array(mcqQuestionViewSchema) }),
  }),
} as const;
