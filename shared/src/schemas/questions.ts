import { z } from 'zod';
import { DIRECTIONS, MCQ_OPTION_COUNT, QUESTION_MAX } from '../constants.ts';
import { boundedText, TEXT_MAX, tooLongMessage } from '../text-limits.ts';
import { mediaIsPaired, mediaPairRule, questionMediaFields } from './media.ts';

// Question forms for multiple-choice and kriss-kross games (spec 5).

export const QUESTION_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: 'Question must be less than 500 characters',
  answerRequired: 'Answer is required',
  answerTooLong: tooLongMessage('Answer', TEXT_MAX.answer),
  optionTooLong: tooLongMessage('Option', TEXT_MAX.answer),
  optionRequired: 'Option is required',
  optionCount: `Exactly ${MCQ_OPTION_COUNT} options are required`,
  answerLettersOnly: 'Answer must contain only letters, spaces, and commas',
  directionRequired: 'Direction is required',
} as const;

const q = QUESTION_MESSAGES;

/**
 * Letters and combining marks of any script, spaces and commas: what a kriss-kross answer may hold. A mark
 * belongs to the letter before it, so none may open the answer or follow a space or comma (it would make a
 * cell no keyboard can type); tabs and line breaks are not spaces. The joiners Indic and Arabic-script
 * keyboards insert (ZWJ, ZWNJ) may follow a letter or mark: they are settled, not refused (joiners.ts).
 */
export const KRISSKROSS_ANSWER_PATTERN = /^\p{L}[\p{M}\u200C\u200D]*(?:[ ,]*\p{L}[\p{M}\u200C\u200D]*)*[ ,]*$/u;

/** A question may run over several lines; answers and options are one line each. */
const questionText = boundedText(QUESTION_MAX, {
  required: q.questionRequired,
  tooLong: q.questionTooLong,
  trim: true,
  kind: 'lines',
});
const answerFields = { required: q.answerRequired, tooLong: q.answerTooLong, trim: true } as const;

export const mcqQuestionSchema = z
  .object({
    question: questionText,
    answer: boundedText(TEXT_MAX.answer, answerFields),
    answer_options: z
      .array(boundedText(TEXT_MAX.answer, { required: q.optionRequired, tooLong: q.optionTooLong, trim: true }))
      .length(MCQ_OPTION_COUNT, q.optionCount),
    ...questionMediaFields,
  })
  .refine(mediaIsPaired, mediaPairRule);

export const krissKrossQuestionSchema = z
  .object({
    question: questionText,
    answer: boundedText(TEXT_MAX.answer, { ...answerFields, invalid: q.answerLettersOnly }).regex(
      KRISSKROSS_ANSWER_PATTERN,
      q.answerLettersOnly,
    ),
    direction: z.enum(DIRECTIONS, { error: q.directionRequired }),
    ...questionMediaFields,
  })
  .refine(mediaIsPaired, mediaPairRule);

export type McqQuestionForm = z.infer<typeof mcqQuestionSchema>;
export type KrissKrossQuestionForm = z.infer<typeof krissKrossQuestionSchema>;
