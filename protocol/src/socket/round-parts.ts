import { z } from 'zod';

// Pieces that the round's, the host's and the watchers' payloads share: a line of a board, a question's moments
// in step and its counts per choice. Kept apart so that those event modules depend on this one, not on each other.

export const leaderboardLineSchema = z.object({
  rank: z.number().int().positive(),
  playerId: z.string(),
  name: z.string(),
  score: z.number(),
  simulated: z.boolean(),
});

/** One question's moments in an in-step round (shared/rules/round/in-step.ts), epoch ms. */
export const questionWindowSchema = z.object({
  question: z.number().int().nonnegative(),
  opensAt: z.number(),
  locksAt: z.number(),
  closesAt: z.number(),
});

/** How many players chose each of a question's choices, in the question's `choices` order. */
export const choiceCountSchema = z.object({ choice: z.string(), count: z.number().int().nonnegative() });

/** What leaving (a round, or watching) acks with. */
export const leftSchema = z.object({ left: z.literal(true) });

export type LeaderboardLine = z.infer<typeof leaderboardLineSchema>;
export type QuestionWindowView = z.infer<typeof questionWindowSchema>;

/** An answer locked in: whether it was right and its points, as a round's events and a daily answer say it. */
export const lockedAnswerSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  /** Points earned, to the hundredth. */
  points: z.number(),
});
