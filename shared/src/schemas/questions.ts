import { MCQ_OPTION_COUNT, QUESTION_MAX } from '../constants.ts';
import { boundedText, TEXT_MAX, tooLongMessage } from '../text-limits.ts';

// What every question form shares (spec 5): its messages, its question text and its answer field. Each type's
// own form is in question-types/<type>/question-schema.ts.

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

/** A question may run over several lines; answers and options are one line each. */
export const questionText = boundedText(QUESTION_MAX, {
  required: q.questionRequired,
  tooLong: q.questionTooLong,
  trim: true,
  kind: 'lines',
});
export const answerFields = { required: q.answerRequired, tooLong: q.answerTooLong, trim: true } as const;
