import { DIRECTIONS } from '@plw/shared/constants';
import { krissKrossQuestionSchema } from '@plw/shared/question-types/krisskross/question-schema';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idField, idParams } from '../../rest/fields.ts';
import { CREATOR, mediaRef, questionParams, studioGameSchema } from '../../rest/studio-parts.ts';

// A kriss-kross game's questions in the studio: listed with answers and directions, added, edited, and given the
// directions the layout suggests all at once.

export const studioKrissKrossQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  direction: z.enum(DIRECTIONS),
  ...mediaRef,
});

export const krissKrossStudioApi = {
  studioKrissKrossQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/krisskross-questions',
    access: CREATOR,
    summary: "A kriss-kross game's questions with answers and directions, in order",
    params: idParams,
    response: z.object({ game: studioGameSchema, questions: z.array(studioKrissKrossQuestionSchema) }),
  }),
  addKrissKrossQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/krisskross-questions',
    access: CREATOR,
    summary: 'Adds a question to a kriss-kross game, at the end',
    params: idParams,
    body: krissKrossQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioKrissKrossQuestionSchema }),
  }),
  updateKrissKrossQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/krisskross-questions/:questionId',
    access: CREATOR,
    summary: 'Edits a kriss-kross question',
    params: questionParams,
    body: krissKrossQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioKrissKrossQuestionSchema }),
  }),
  setDirections: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/questions/directions',
    access: CREATOR,
    summary: "Sets kriss-kross questions' directions at once (the suggested directions)",
    params: idParams,
    body: z.object({
      directions: z
        .array(z.object({ question_id: idField, direction: z.enum(DIRECTIONS) }))
        .min(1)
        .max(500),
    }),
    errors: [409],
    response: z.object({ game: studioGameSchema }),
  }),
} as const;

export type StudioKrissKrossQuestion = z.infer<typeof studioKrissKrossQuestionSchema>;
