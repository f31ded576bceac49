import { GAME_TYPES } from '@plw/shared/constants';
import { HOSTED_ROUND_STATES } from '@plw/shared/rules/round/hosted';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParams } from './fields.ts';

// A creator's live rounds, past and to come: their scheduled rounds (a RAPID game's own round, named by the
// game's id) and the rounds they hosted (named by the round's id); and once a round is over, its results for a
// teacher: the ranking, each player's answers and how each question went, also as a spreadsheet (CSV).

export const ROUND_KINDS = ['HOSTED', 'SCHEDULED'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

/** How many past rounds the list holds, newest first. */
export const PAST_ROUNDS_MAX = 50;

export const ROUNDS_MESSAGES = {
  roundNotFound: 'Round not found',
} as const;

export const roundRowSchema = z.object({
  /** A hosted round's id; for a scheduled round, its game's id. */
  round_id: z.string(),
  kind: z.enum(ROUND_KINDS),
  game_id: z.string(),
  game_name: z.string(),
  game_type: z.enum(GAME_TYPES),
  /** Epoch ms; null for a hosted round still in its lobby. */
  starts_at: z.number().nullable(),
  ends_at: z.number().nullable(),
  state: z.enum(HOSTED_ROUND_STATES),
  players: z.number().int(),
  /** A hosted round's join code; null for a scheduled round. */
  join_code: z.string().nullable(),
});

export const channelRoundsSchema = z.object({
  /** Running now, or a hosted lobby open for players. */
  live: z.array(roundRowSchema),
  /** Scheduled rounds still to start, soonest first. */
  upcoming: z.array(roundRowSchema),
  /** Ended rounds, newest first, at most PAST_ROUNDS_MAX. */
  past: z.array(roundRowSchema),
});

export const playerAnswerSchema = z.object({
  question_id: z.string(),
  answer: z.string(),
  correct: z.boolean(),
  points: z.number(),
  /** From the opening of what was answered (the round, or the question in step) to the answer. */
  elapsed_ms: z.number().int(),
});

export const resultPlayerSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  points: z.number(),
  correct: z.number().int(),
  /** One entry per question, in the questions' order; null where the player gave no answer. */
  answers: z.array(playerAnswerSchema.nullable()),
});

export const questionStatsSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  /** The right answer. */
  answer: z.string(),
  /** Players who answered it. */
  answered: z.number().int(),
  /** Players who answered it right, as a share (0 to 1) of all the round's players. */
  right_share: z.number(),
  /** Mean `elapsed_ms` of its answers; null when nobody answered. */
  average_ms: z.number().nullable(),
});

export const roundResultsSchema = z.object({
  round: roundRowSchema,
  players: z.array(resultPlayerSchema),
  questions: z.array(questionStatsSchema),
});

const CREATOR = ['CREATOR'] as const;

export const roundsApi = {
  channelRounds: defineEndpoint({
    method: 'GET',
    path: '/api/channel/rounds',
    access: CREATOR,
    summary: "The creator's live rounds: running now, scheduled to come, and ended (newest first)",
    response: channelRoundsSchema,
    errors: [404],
  }),
  roundResults: defineEndpoint({
    method: 'GET',
    path: '/api/channel/round/:id/results',
    access: CREATOR,
    summary: "One of the channel's rounds with its ranking, every player's answers and each question's figures",
    params: idParams,
    response: roundResultsSchema,
  }),
  roundResultsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/channel/round/:id/results.csv',
    access: CREATOR,
    summary: "A round's results as a spreadsheet (CSV, UTF-8): rank, player, points, correct, then each answer",
    params: idParams,
    /** The CSV text itself, not JSON. */
    response: z.unknown(),
    file: { mediaTypes: ['text/csv'], byteRanges: false },
  }),
} as const;

export type RoundRow = z.infer<typeof roundRowSchema>;
export type ChannelRounds = z.infer<typeof channelRoundsSchema>;
export type RoundResults = z.infer<typeof roundResultsSchema>;
export type ResultPlayer = z.infer<typeof resultPlayerSchema>;
export type QuestionStats = z.infer<typeof questionStatsSchema>;
