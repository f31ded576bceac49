import { GAME_TYPES, LANGUAGE_NAMES, ROLES } from '@plw/shared/constants';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

// What is live on the platform now and soon, for the strip above the home playlists: scheduled public live
// rounds (released RAPID and RAPID_THEN_DAILY games) that are running or start within LIVE_ROUNDS_AHEAD_MS.
// Hosted rounds are private to their join code and never listed here.

/** How far ahead a round counts as starting soon. */
export const LIVE_ROUNDS_AHEAD_MS = 24 * 60 * 60_000;
/** At most this many rounds in the strip. */
export const LIVE_ROUNDS_MAX = 10;

/** Where a listed round stands: inside its window, or still to start. */
export const LIVE_ROUND_PHASES = ['running', 'soon'] as const;
export type LiveRoundPhase = (typeof LIVE_ROUND_PHASES)[number];

export const liveRoundSchema = z.object({
  game_id: z.string(),
  game_name: z.string(),
  game_type: z.enum(GAME_TYPES),
  language: z.enum(LANGUAGE_NAMES),
  /** The game's picture as a media URL, as game summaries give it. */
  image: z.string().nullable(),
  channel_id: z.string(),
  channel_name: z.string(),
  /** Whether the caller follows the channel. */
  subscribed: z.boolean(),
  phase: z.enum(LIVE_ROUND_PHASES),
  /** The round's window, [starts_at, ends_at). */
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
});

export const liveRoundsApi = {
  liveRounds: defineEndpoint({
    method: 'GET',
    path: '/api/game/live-rounds',
    access: ROLES,
    summary:
      'Public live rounds running now, then starting within 24 hours: followed channels first, then soonest; at most 10',
    response: z.object({ rounds: z.array(liveRoundSchema).max(LIVE_ROUNDS_MAX) }),
  }),
} as const;

export type LiveRound = z.infer<typeof liveRoundSchema>;
