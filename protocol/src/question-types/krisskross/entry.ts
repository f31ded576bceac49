import { z } from 'zod';
import { clueViewSchema, gridViewSchema } from './play-api.ts';

// A kriss-kross puzzle on the wire in a live round: its clues and its grid's shape, never its letters.

export const KRISSKROSS_PROTOCOL = {
  type: 'Kriss_kross_puzzle',
  /** Its name in the app's paths: /game/krisskross/:id, /creator/game/krisskross/... */
  slug: 'krisskross',
  /** Its slot in today's games (/api/player/today). */
  todaySlot: 'krisskross',
  roundQuestions: z.object({
    type: z.literal('Kriss_kross_puzzle'),
    questions: z.array(clueViewSchema),
    grid: gridViewSchema,
  }),
} as const;
