import { gameSummarySchema } from '@plw/shared/schemas/game';
import { typedAnswerQuestionSchema } from '@plw/shared/question-types/typed-answer/question-schema';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idParams } from '../../rest/fields.ts';
import { verdictFields, version } from '../../rest/review-parts.ts';

// A "type the answer" game's questions with their answers and the other spellings they accept, for its
// channel's creator and admins only (typedAnswerQuestionsAll in
// play-api.ts), and for review with the verdicts given so far.

export const typedAnswerQuestionViewSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  alternatives: z.array(z.string()),
  mediaFile: z.string().nullable(),
  mediaType: typedAnswerQuestionSchema.shape.mediaType.unwrap().unwrap().nullable(),
});

export const verifyTypedAnswerQuestionSchema = typedAnswerQuestionViewSchema.extend({
  mediaUrl: z.string().nullable(),
  version,
  ...verdictFields,
});

export const typedAnswerReviewApi = {
  typedAnswerVerifyQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/typed-answer/admin/:id/verifygamequestions',
    access: ['ADMIN'],
    summary: 'A "type the answer" game as players will see it, its questions with answers and the verdicts so far, for review',
    params: idParams,
    response: z.object({
      game: gameSummarySchema,
      /** The version of the game as shown (its fields players see, every question), sent back with the review. */
      game_version: version,
      questions: z.array(verifyTypedAnswerQuestionSchema),
    }),
  }),
} as const;

export type TypedAnswerQuestionView = z.infer<typeof typedAnswerQuestionViewSchema>;
export type VerifyTypedAnswerQuestion = z.infer<typeof verifyTypedAnswerQuestionSchema>;
