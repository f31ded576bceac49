import { z } from 'zod';

// A game's leaderboards as every question type serves them: the daily one and the rapid one, a line per player.

export const LEADERBOARD_TYPES = ['DAILY', 'RAPID'] as const;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  player_id: z.string(),
  name: z.string(),
  score: z.number(),
  time_ms: z.number().int(),
});
