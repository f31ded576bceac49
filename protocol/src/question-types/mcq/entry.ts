import { MEDIA_TYPES } from '@plw/shared/constants';
import { z } from 'zod';

// A multiple-choice quiz on the wire: a question as a player sees it (never which choice is right), and its game's
// questions in a live round.

export const mcqRoundQuestionSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  /** The answer and its three options in a fixed order that says nothing; each player shuffles by `shuffleSeed`. */
  choices: z.array(z.string()).length(4),
  mediaFile: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
});

export const MCQ_PROTOCOL = {
  type: 'Mcq',
  /** Its name in the app's paths: /game/mcq/:id, /creator/game/mcq/... */
  slug: 'mcq',
  /** Its slot in today's games (/api/player/today). */
  todaySlot: 'quiz',
  roundQuestions: z.object({ type: z.literal('Mcq'), questions: z.array(mcqRoundQuestionSchema) }),
} as const;
