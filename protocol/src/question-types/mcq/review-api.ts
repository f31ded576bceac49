import { gameSummarySchema } from '@plw/shared/schemas/game';
import { mcqQuestionSchema } from '@plw/shared/question-types/mcq/question-schema';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idParams } from '../../rest/fields.ts';
import { verdictFields, version } from '../../rest/review-parts.ts';

// A quiz's questions with their answers, for its channel's creator and admins only (mcqQuestionsAll in
// play-api.ts), and for review with the verdicts given so far.

export const mcqQuestionViewSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()),
  mediaFile: z.string().nullable(),
  mediaType: mcqQuestionSchema.shape.mediaType.unwrap().unwrap().nullable(),
});

export const verifyMcqQuestionSchema = mcqQuestionViewSchema.extend({
  mediaUrl: z.string().nullable(),
  version,
  ...verdictFields,
});

export const mcqReviewApi = {
  mcqVerifyQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/admin/:id/verifygamequestions',
    access: ['ADMIN'],
    summary: 'A quiz as players will see it, its questions with answers and the verdicts given so far, for review',
    params: idParams,
    response: z.object({
      game: gameSummarySchema,
      /** The version of the game as shown (its fields players see, every question), sent back with the review. */
      game_version: version,
      questions: z.array(verifyMcqQuestionSchema),
    }),
  }),
} as const;

export type McqQuestionView = z.infer<typeof mcqQuestionViewSchema>;
export type VerifyMcqQuestion = z.infer<typeof verifyMcqQuestionSchema>;
