import { GAME_TYPES, PERSON_NAME, ROLES } from '@plw/shared/constants';
import { nameSchema } from '@plw/shared/rules/names';
import { HOSTED_ROUND_STATES, NAME_STYLES } from '@plw/shared/rules/round/hosted';
import { QUESTION_STAGES } from '@plw/shared/rules/round/in-step';
import { CHANNEL_MESSAGES } from '@plw/shared/schemas/channel';
import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams } from './fields.ts';

// Hosted live rounds: a creator hosts one of their channel's verified games now, players join with a six-digit
// code, and the host runs the round from a big screen (start, next question, end early, remove a player). Each
// hosted round is its own round of the game, with its own players, leaderboard and results; the questions and
// the game's settings stay the ones the review verified. Live updates come over the socket (socket/host-events.ts).

export const hostedRoundCreatedSchema = z.object({
  round_id: z.string(),
  game_id: z.string(),
  join_code: z.string(),
  /** The address players open (also in the QR code): `/join/{code}` on this server. */
  join_url: z.string(),
});

export const roundPlayerSchema = z.object({ player_id: z.string(), name: z.string() });

/** What a code leads to: the round's game and host channel, its state, and where a player goes next. */
export const joinTargetSchema = z.object({
  round_id: z.string(),
  game_id: z.string(),
  game_name: z.string(),
  game_type: z.enum(GAME_TYPES),
  language: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  channel_dp: z.string().nullable(),
  state: z.enum(HOSTED_ROUND_STATES),
  names: z.enum(NAME_STYLES),
  /** The player's page of this round: `/round/{round_id}` (the lobby, then the round itself). */
  go: z.string(),
});

/** A hosted round as its players see it: the lobby's state, who is there, and their own seat if they took one. */
export const roundLobbySchema = joinTargetSchema.extend({
  join_code: z.string(),
  /** Epoch ms once the host started (the countdown's end), else null. */
  starts_at: z.number().nullable(),
  ends_at: z.number().nullable(),
  players: z.array(roundPlayerSchema),
  /** The caller's name in this round, or null before they take a seat. */
  me: z.object({ name: z.string() }).nullable(),
  /**
   * Whether the round seats a newcomer now, as the server decides it (lobby and countdown, then only if the host
   * lets late players in): a player without a seat is shown the name form when it does, else that it has started.
   */
  seats_newcomers: z.boolean(),
});

/** A hosted round as its host sees it: everything players see, and the figures the big screen needs. */
export const hostRoundSchema = roundLobbySchema.omit({ me: true, go: true, seats_newcomers: true }).extend({
  join_url: z.string(),
  /** Whether newcomers may take a seat after the first question opened (off by default: the room closes then). */
  late_seats: z.boolean(),
  /** Whether the server locks a question once every seated player answered it, then moves on (on by default). */
  auto_advance: z.boolean(),
  question_count: z.number().int(),
  /** Seconds the round runs once started, the countdown aside. */
  duration: z.number().int(),
});

export const enterRoundBodySchema = z.object({
  /** The name to play under (the name rules); ignored when the host gives generated names. */
  display_name: nameSchema(PERSON_NAME, {
    tooShort: CHANNEL_MESSAGES.nameTooShort,
    tooLong: CHANNEL_MESSAGES.nameTooLong,
  }).optional(),
});

export const joinCodeParams = z.object({ code: boundedText(TEXT_MAX.id).min(1) });

const HOST: readonly ['CREATOR'] = ['CREATOR'];

export const hostingApi = {
  hostGame: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/host',
    access: HOST,
    summary: "Opens a hosted round's lobby for one of the creator's verified games, with a join code",
    params: idParams,
    response: hostedRoundCreatedSchema,
    rateLimited: true,
    errors: [404, 409],
  }),
  joinByCode: defineEndpoint({
    method: 'GET',
    path: '/api/join/:code',
    access: ROLES,
    summary: 'The hosted round a join code leads to, or 404 "No game with this code"',
    params: joinCodeParams,
    response: joinTargetSchema,
    rateLimited: true,
    errors: [404],
  }),
  roundLobby: defineEndpoint({
    method: 'GET',
    path: '/api/round/:id',
    access: ROLES,
    summary: "A hosted round's lobby as its players see it",
    params: idParams,
    response: roundLobbySchema,
    errors: [404],
  }),
  enterRound: defineEndpoint({
    method: 'POST',
    path: '/api/round/:id/players',
    access: ['PLAYER'],
    summary: 'Takes a seat in a hosted round under a display name (or a generated one)',
    params: idParams,
    body: enterRoundBodySchema,
    response: z.object({ name: z.string() }),
    rateLimited: true,
    errors: [403, 404, 409],
  }),
  hostRound: defineEndpoint({
    method: 'GET',
    path: '/api/host/round/:id',
    access: HOST,
    summary: 'A hosted round as its host sees it',
    params: idParams,
    response: hostRoundSchema,
    errors: [404],
  }),
  startRound: defineEndpoint({
    method: 'POST',
    path: '/api/host/round/:id/start',
    access: HOST,
    summary: 'Starts a hosted round: its publishing time becomes now plus the countdown',
    params: idParams,
    response: z.object({ starts_at: z.number(), ends_at: z.number() }),
    errors: [404, 409],
  }),
  nextQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/host/round/:id/next',
    access: HOST,
    summary: "Skips the rest of the current question's stage for everyone at once",
    params: idParams,
    body: z.object({
      question: z.number().int().nonnegative(),
      /** The stage on the host's screen: a press for a stage already passed (a second press) moves nothing. */
      stage: z.enum(QUESTION_STAGES).optional(),
    }),
    response: z.object({ ends_at: z.number() }),
    errors: [404, 409],
  }),
  endRound: defineEndpoint({
    method: 'POST',
    path: '/api/host/round/:id/end',
    access: HOST,
    summary: 'Ends a hosted round now (a lobby closes); every answer given counts',
    params: idParams,
    response: z.object({ ended_at: z.number() }),
    errors: [404, 409],
  }),
  removePlayer: defineEndpoint({
    method: 'POST',
    path: '/api/host/round/:id/remove',
    access: HOST,
    summary: 'Removes a player from a hosted round for good',
    params: idParams,
    body: z.object({ player_id: idField }),
    response: z.object({ removed: z.literal(true) }),
    errors: [404, 409],
  }),
  nameStyle: defineEndpoint({
    method: 'PUT',
    path: '/api/host/round/:id/names',
    access: HOST,
    summary: 'Lets players choose their names, or gives generated friendly names (before the start)',
    params: idParams,
    body: z.object({ names: z.enum(NAME_STYLES) }),
    response: z.object({ names: z.enum(NAME_STYLES) }),
    errors: [404, 409],
  }),
  lateSeats: defineEndpoint({
    method: 'PUT',
    path: '/api/host/round/:id/late-seats',
    access: HOST,
    summary: 'Lets newcomers take a seat after the first question opened, or closes the room to them (the default)',
    params: idParams,
    body: z.object({ late_seats: z.boolean() }),
    response: z.object({ late_seats: z.boolean() }),
    errors: [404, 409],
  }),
  autoAdvance: defineEndpoint({
    method: 'PUT',
    path: '/api/host/round/:id/auto-advance',
    access: HOST,
    summary: 'Lets the server move on once every seated player answered (the default), or leaves it to the host',
    params: idParams,
    body: z.object({ auto_advance: z.boolean() }),
    response: z.object({ auto_advance: z.boolean() }),
    errors: [404, 409],
  }),
} as const;

export type JoinTarget = z.infer<typeof joinTargetSchema>;
export type RoundLobby = z.infer<typeof roundLobbySchema>;
export type HostRound = z.infer<typeof hostRoundSchema>;
export type RoundPlayer = z.infer<typeof roundPlayerSchema>;
