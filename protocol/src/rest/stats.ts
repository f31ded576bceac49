import { RESULT_BUCKET_NAMES } from '@plw/shared/rules/daily-stats';
import { isTimeZone } from '@plw/shared/rules/streak';
import { boundedText } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

// A player's daily habit (issue 17): the time zone their days are counted in, and their streak and statistics
// over finished DAILY plays (shared/rules/daily-stats.ts says how each figure is worked out).

export const STATS_MESSAGES = {
  timeZone: 'Time zone must be an IANA time zone name, e.g. Asia/Kolkata',
} as const;

/** A change of zone refused: it changes at most once a day (shared/rules/streak.ts timeZoneChange). */
export const timeZoneTooSoonMessage = (hours: number) =>
  `Your time zone can change once a day: try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** IANA names are short (the longest, America/Argentina/ComodRivadavia, has 32 characters). */
const TIME_ZONE_MAX = 64;

export const timeZoneSchema = boundedText(TIME_ZONE_MAX, {
  required: STATS_MESSAGES.timeZone,
  tooLong: STATS_MESSAGES.timeZone,
  invalid: STATS_MESSAGES.timeZone,
  trim: true,
}).refine(isTimeZone, STATS_MESSAGES.timeZone);

const localDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const playerStatsSchema = z.object({
  streak: z.object({
    /** Consecutive days with a daily puzzle finished, ending today or yesterday; 0 once a day was missed. */
    current: z.number().int(),
    best: z.number().int(),
    /** The latest such day (YYYY-MM-DD in the player's time zone); null before the first. */
    last_day: localDaySchema.nullable(),
  }),
  /** Finished daily plays. */
  played: z.number().int(),
  /** Finished daily plays with every answer right and nothing revealed. */
  solved: z.number().int(),
  /** solved / played, 0..1; null before the first play. */
  solve_rate: z.number().nullable(),
  /** Average and best time of solved plays, ms; null when none is solved. */
  average_ms: z.number().int().nullable(),
  best_ms: z.number().int().nullable(),
  /** Finished daily plays by share of answers right, best bucket first: 100, 80-99, 60-79, 40-59, 0-39 percent. */
  distribution: z.array(
    z.object({
      bucket: z.enum(RESULT_BUCKET_NAMES),
      from: z.number().int(),
      to: z.number().int(),
      plays: z.number().int(),
    }),
  ),
  /** Whether a daily puzzle was finished today, in the player's time zone. */
  today_done: z.boolean(),
  /** The time zone the days are counted in. */
  time_zone: z.string(),
});

export const statsApi = {
  playerStats: defineEndpoint({
    method: 'GET',
    path: '/api/player/stats',
    access: ['PLAYER'],
    summary: "The player's daily streak and statistics over their finished daily puzzles (the same on every device)",
    response: playerStatsSchema,
  }),
  setTimeZone: defineEndpoint({
    method: 'PUT',
    path: '/api/player/timezone',
    access: ['PLAYER'],
    summary: "Sets the IANA time zone the player's days are counted in (the device reports its own); once a day",
    body: z.object({ time_zone: timeZoneSchema }),
    response: z.object({ time_zone: z.string() }),
    errors: [409],
  }),
} as const;

export type PlayerStats = z.infer<typeof playerStatsSchema>;
