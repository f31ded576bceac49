import { DIRECTIONS, MEDIA_TYPES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idParams } from '../../rest/fields.ts';
import { verdictFields, version } from '../../rest/review-parts.ts';

// A kriss-kross game for review: its words with their clues and the verdicts given so far.

export const verifyKrissKrossQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  direction: z.enum(DIRECTIONS),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
  version,
  ...verdictFields,
});

export const krissKrossReviewApi = {
  krissKrossVerifyQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/game/krisskross/admin/:id/verifygamequestions',
    access: ['ADMIN'],
    summary: 'A kriss-kross game as players will see it, its words with clues and the verdicts given so far, for review',
    params: idParams,
    response: z.object({
      game: gameSummarySchema,
      /** The version of the game as shown (its fields players see, every question), sent back with the review. */
      game_version: version,
      questions: z.array(verifyKrissKrossQuestionSchema),
    }),
  }),
} as const;

export type VerifyKrissKrossQuestion = z.infer<typeof verifyKrissKrossQuestionSchema>;
