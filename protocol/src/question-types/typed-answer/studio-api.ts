import { typedAnswerQuestionSchema } from '@plw/shared/question-types/typed-answer/question-schema';
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { idParams } from '../../rest/fields.ts';
import { CREATOR, mediaRef, questionParams, studioGameSchema } from '../../rest/studio-parts.ts';

// A "type the answer" game's questions in the studio: listed with their answers and the other spellings they
// accept, added and edited by its creator.

export const studioTypedAnswerQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  alternatives: z.array(z.string()),
  ...mediaRef,
});

export const typedAnswerStudioApi = {
  studioTypedAnswerQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/typed-answer-questions',
    access: CREATOR,
    summary: "A \"type the answer\" game's questions with answers and accepted spellings, in order",
    params: idParams,
    response: z.object({ game: studioGameSchema, questions: z.array(studioTypedAnswerQuestionSchema) }),
  }),
  addTypedAnswerQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/typed-answer-questions',
    access: CREATOR,
    summary: 'Adds a question to a "type the answer" game, at the end',
    params: idParams,
    body: typedAnswerQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioTypedAnswerQuestionSchema }),
  }),
  updateTypedAnswerQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/typed-answer-questions/:questionId',
    access: CREATOR,
    summary: 'Edits a "type the answer" question (a verified game goes back to review; a released one\'s cannot change)',
    params: questionParams,
    body: typedAnswerQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioTypedAnswerQuestionSchema }),
  }),
} as const;

export type StudioTypedAnswerQuestion = z.infer<typeof studioTypedAnswerQuestionSchema>;
