import { z } from 'zod';
import { mediaIsPaired, mediaPairRule, questionMediaFields } from '../../schemas/media.ts';
import { answerFields, questionText } from '../../schemas/questions.ts';
import { boundedText, TEXT_MAX } from '../../text-limits.ts';
import { TYPED_ANSWER_MESSAGES, typedAnswerKey } from './answer.ts';

// A "type the answer" question as its creator writes it: the question, its answer, and the other spellings the
// creator also accepts (answer.ts judges them all by the same key).

/** How many other spellings a question may accept beside its answer. */
export const TYPED_ANSWER_ALTERNATIVES_MAX = 5;

/** Whether a text has anything a player could type: a letter or a digit in any script. */
const hasLetters = (text: string) => typedAnswerKey(text, 'English') !== '';

const alternative = boundedText(TEXT_MAX.answer, {
  required: TYPED_ANSWER_MESSAGES.alternativeRequired,
  tooLong: TYPED_ANSWER_MESSAGES.alternativeTooLong,
  trim: true,
}).refine(hasLetters, TYPED_ANSWER_MESSAGES.alternativeNoLetters);

export const typedAnswerQuestionSchema = z
  .object({
    question: questionText,
    answer: boundedText(TEXT_MAX.answer, answerFields).refine(hasLetters, TYPED_ANSWER_MESSAGES.answerNoLetters),
    alternatives: z
      .array(alternative)
      .max(TYPED_ANSWER_ALTERNATIVES_MAX, TYPED_ANSWER_MESSAGES.alternativesTooMany)
      .default([]),
    ...questionMediaFields,
  })
  .refine(mediaIsPaired, mediaPairRule);

export type TypedAnswerQuestionForm = z.infer<typeof typedAnswerQuestionSchema>;
