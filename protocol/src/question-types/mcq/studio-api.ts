import { mcqQuestionSchema } from '@plw/shared/question-types/mcq/question-schema';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idParams } from '../../rest/fields.ts';
import { CREATOR, mediaRef, questionParams, studioGameSchema } from '../../rest/studio-parts.ts';

// A quiz's questions in the studio: listed with their answers and options, added and edited by its creator.

export const studioMcqQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()),
  ...mediaRef,
});

export const mcqStudioApi = {
  studioMcqQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/mcq-questions',
    access: CREATOR,
    summary: "A quiz's questions with answers and options, in order",
    params: idParams,
    response: z.object({ game: studioGameSchema, questions: z.array(studioMcqQuestionSchema) }),
  }),
  addMcqQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/mcq-questions',
    access: CREATOR,
    summary: 'Adds a question to a quiz, at the end',
    params: idParams,
    body: mcqQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioMcqQuestionSchema }),
  }),
  updateMcqQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/mcq-questions/:questionId',
    access: CREATOR,
    summary: "Edits a quiz question (a verified game goes back to review; a released one's cannot change)",
    params: questionParams,
    body: mcqQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioMcqQuestionSchema }),
  }),
} as const;

export type StudioMcqQuestion = z.infer<typeof studioMcqQuestionSchema>;
