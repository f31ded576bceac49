import { MEDIA_TYPES } from '@plw/shared/constants';
import { z } from 'zod';

// A "type the answer" game on the wire: a question as a player sees it (never its answer or the spellings it
// accepts), and its game's questions in a live round.

export const typedAnswerRoundQuestionSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  mediaFile: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
});

export const TYPED_ANSWER_PROTOCOL = {
  type: 'Typed_answer',
  /** Its name in the app's paths: /game/typed-answer/:id, /creator/game/typed-answer/... */
  slug: 'typed-answer',
  /** Its slot in today's games (/api/player/today). */
  todaySlot: 'typedAnswer',
  roundQuestions: z.object({ type: z.literal('Typed_answer'), questions: z.array(typedAnswerRoundQuestionSchema) }),
} as const;
