import { z } from 'zod';
import { DIRECTIONS } from '../../constants.ts';
import { mediaIsPaired, mediaPairRule, questionMediaFields } from '../../schemas/media.ts';
import { answerFields, QUESTION_MESSAGES as q, questionText } from '../../schemas/questions.ts';
import { boundedText, TEXT_MAX } from '../../text-limits.ts';

// A kriss-kross clue as its creator writes it (spec 5): its answer, letters only, and its direction.

/**
 * Letters and combining marks of any script, spaces and commas: what a kriss-kross answer may hold. A mark
 * belongs to the letter before it, so none may open the answer or follow a space or comma (it would make a
 * cell no keyboard can type); tabs and line breaks are not spaces. The joiners Indic and Arabic-script
 * keyboards insert (ZWJ, ZWNJ) may follow a letter or mark: they are settled, not refused (joiners.ts).
 */
export const KRISSKROSS_ANSWER_PATTERN = /^\p{L}[\p{M}\u200C\u200D]*(?:[ ,]*\p{L}[\p{M}\u200C\u200D]*)*[ ,]*$/u;

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

export type KrissKrossQuestionForm = z.infer<typeof krissKrossQuestionSchema>;
