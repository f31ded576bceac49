import { z } from 'zod';
import { boundedText } from '@plw/shared/text-limits';
import { roundPlayerSchema } from '../rest/hosting.ts';
import { choiceCountSchema, leaderboardLineSchema, questionWindowSchema } from './round-parts.ts';

// A hosted round's lobby and big screen over the socket. Players in a lobby follow who is there and learn the
// moment the host starts; the host's big screen follows the lobby, the live count of answers, each reveal and the
// top of the board. The host never receives an answer before its question's reveal. Host actions themselves are
// REST calls (rest/hosting.ts), stored first so every process and a restart agree.

export const lobbyJoinSchema = z.object({ roundId: boundedText(64).min(1) });
export const hostWatchSchema = z.object({ roundId: boundedText(64).min(1) });

/**
 * Who is in a lobby now, pushed to its players and its host as it changes: `count` seated, and their names, all of
 * them to the host's big screen, the newest `HOSTED_RULES.lobbyNamesShown` to players' phones.
 */
export const lobbyPlayersSchema = z.object({
  roundId: z.string(),
  count: z.number().int().nonnegative(),
  players: z.array(roundPlayerSchema),
});

/** The host pressed Start: the round's window (epoch ms); players join the round itself now (`round:join`). */
export const lobbyStartingSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
});

/** A lobby closed without a round (the host ended it) or a round ended early. */
export const lobbyClosedSchema = z.object({ roundId: z.string() });

/** The host moved on early: every question's moments from now on, and the round's new end. */
export const roundRescheduledSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  endsAt: z.number(),
  schedule: z.array(questionWindowSchema),
});

/** The big screen's live figures, about once a second while the round runs. */
export const hostFiguresSchema = z.object({
  roundId: z.string(),
  players: z.number().int(),
  connected: z.number().int(),
  /** The question open now (in step), and how many answered it so far. */
  question: z.number().int().nullable(),
  answered: z.number().int(),
  top: z.array(leaderboardLineSchema),
  /**
   * A free race (a kriss-kross): every seated player's words locked in so far, most first (watch-view.ts
   * raceProgress), and how many words the grid has. Empty, and 0, in step.
   */
  progress: z.array(z.object({ playerId: z.string(), name: z.string(), words: z.number().int() })),
  words: z.number().int(),
});

/** A question's reveal on the big screen: the right answer, the counts per choice and the top of the board. */
export const hostRevealSchema = questionWindowSchema.extend({
  roundId: z.string(),
  questionId: z.string(),
  answer: z.string(),
  counts: z.array(choiceCountSchema),
  top: z.array(leaderboardLineSchema),
  players: z.number().int(),
});

export type LobbyPlayers = z.infer<typeof lobbyPlayersSchema>;
export type LobbyStarting = z.infer<typeof lobbyStartingSchema>;
export type RoundRescheduled = z.infer<typeof roundRescheduledSchema>;
export type HostFigures = z.infer<typeof hostFiguresSchema>;
export type HostReveal = z.infer<typeof hostRevealSchema>;

/** What a player in a lobby (seated first with POST /api/round/{id}/players) or a host's big screen sends. */
export const hostClientEvents = {
  /** A seated player joins the lobby: who is there now. */
  'lobby:join': { payload: lobbyJoinSchema, reply: lobbyPlayersSchema },
  /** The host's big screen: the lobby now, then live figures and reveals. */
  'host:watch': { payload: hostWatchSchema, reply: lobbyPlayersSchema },
} as const;

/** What the server sends to a hosted round's lobby, its players and its host's big screen. */
export const hostServerEvents = {
  'lobby:players': lobbyPlayersSchema,
  'lobby:starting': lobbyStartingSchema,
  'lobby:closed': lobbyClosedSchema,
  /** The host moved on early: the moments from now on, the same on every process. */
  'round:rescheduled': roundRescheduledSchema,
  'host:figures': hostFiguresSchema,
  'host:reveal': hostRevealSchema,
} as const;
