import { z } from 'zod';
import { MCQ_OPTION_COUNT } from '../../constants.ts';
import { mediaIsPaired, mediaPairRule, questionMediaFields } from '../../schemas/media.ts';
import { answerFields, QUESTION_MESSAGES as q, questionText } from '../../schemas/questions.ts';
import { boundedText, TEXT_MAX } from '../../text-limits.ts';

// A multiple-choice question as its creator writes it (spec 5): the right answer and its wrong options.

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

export type McqQuestionForm = z.infer<typeof mcqQuestionSchema>;
