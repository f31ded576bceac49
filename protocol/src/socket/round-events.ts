import { GAME_TYPES } from '@plw/shared/constants';
import { QUESTION_STAGES } from '@plw/shared/rules/round/in-step';
import { CLOCK_PHASES } from '@plw/shared/rules/round/schedule';
import { boundedText } from '@plw/shared/text-limits';
import { z } from 'zod';
import { inStepQuestionSchema, roundQuestionsSchema } from '../question-types/registry.ts';
import {
  choiceCountSchema,
  leaderboardLineSchema,
  leftSchema,
  lockedAnswerSchema,
  questionWindowSchema,
} from './round-parts.ts';

// The live round over socket.io: its payload schemas, its events (`roundClientEvents`, `roundServerEvents`) and
// the ack shape every client event shares. The server parses every incoming payload with its event's schema; a bad
// one gets an error ack, never a crash. All events of every kind are merged in events.ts. See README.md beside this.

/**
 * Bumped on any incompatible change; the server refuses other versions at connect.
 * 2: watchers' rounds not yet opened are `scheduled` (was `upcoming`), in the round engine's one phase vocabulary.
 * 3: an in-step reveal comes in two messages: `round:reveal` (the same facts for everyone, encoded once for the whole
 *    room) then `round:verdict` (the player's own line); a join's state still carries both together.
 */
export const PROTOCOL_VERSION = 3;

export const SOCKET_ERROR_CODES = [
  'BAD_PAYLOAD',
  'UNAUTHENTICATED',
  'VERSION_MISMATCH',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_A_ROUND',
  'ROUND_OVER',
  'NOT_STARTED',
  'NOT_IN_ROUND',
  'ALREADY_ANSWERED',
  'UNKNOWN_QUESTION',
  /** In step: the question answered has not opened yet. */
  'QUESTION_NOT_OPEN',
  /** In step: the question answered is locked (its answers are in, its reveal is on or over). */
  'QUESTION_LOCKED',
  'RATE_LIMITED',
  'REMOVED',
  'INTERNAL',
  /** An event the protocol does not have (connection-events.ts). */
  'UNKNOWN_EVENT',
  /** An event sent without an ack: every client event carries one (connection-events.ts). */
  'ACK_REQUIRED',
  /** A frame over the socket's size limit: refused, then the connection closes (connection-events.ts). */
  'MESSAGE_TOO_LARGE',
] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];

export const socketErrorSchema = z.object({ code: z.enum(SOCKET_ERROR_CODES), message: z.string() });
export type SocketError = z.infer<typeof socketErrorSchema>;

/** Every ack is either `{ ok: true, data }` or `{ ok: false, error }`. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: SocketError };

/** The schema of an ack carrying `data`: what a client parses a reply with. */
export function ackSchema<T>(data: z.ZodType<T>) {
  return z.union([
    z.object({ ok: z.literal(true), data }),
    z.object({ ok: z.literal(false), error: socketErrorSchema }),
  ]);
}

/** What a client sends in the socket.io `auth` option when it connects. */
export const connectAuthSchema = z.object({ token: boundedText(4096).min(1), protocolVersion: z.number().int() });

// Client to server.
export const clockPingSchema = z.object({ clientSentAt: z.number() });
/** A hosted round's id (rest/hosting.ts); without it, the game's own scheduled round. */
const roundIdField = boundedText(64).min(1).optional();
export const joinRoundSchema = z.object({
  gameId: boundedText(64).min(1),
  roundId: roundIdField,
  resumeToken: boundedText(128).optional(),
});
export const answerSchema = z.object({
  gameId: boundedText(64).min(1),
  roundId: roundIdField,
  questionId: boundedText(64).min(1),
  /** The chosen option's text (multiple choice) or the word typed (kriss-kross). */
  answer: boundedText(200).min(1),
});
export const leaveRoundSchema = z.object({ gameId: boundedText(64).min(1), roundId: roundIdField });

export const clockPongSchema = z.object({ clientSentAt: z.number(), serverTime: z.number() });

export type RoundQuestions = z.infer<typeof roundQuestionsSchema>;

/** An in-step question opening for everyone: the question alone (never its answer), and its moments. */
export const questionOpenSchema = questionWindowSchema.extend({
  gameId: z.string(),
  item: inStepQuestionSchema,
});

/**
 * An in-step question's reveal, the same for every player, sent to the whole room at its lock: the right answer,
 * the answers given as its type shows them with how many gave each (a quiz: every choice; typed answers: the right
 * one with how many typed it in any accepted spelling, then the wrong ones most players typed), and the top of the
 * board with every answer of it counted.
 */
export const revealFactsSchema = questionWindowSchema.extend({
  gameId: z.string(),
  questionId: z.string(),
  answer: z.string(),
  counts: z.array(choiceCountSchema),
  top: z.array(leaderboardLineSchema),
  players: z.number().int(),
});

/** A player's own line of a reveal: what they locked in, its verdict and points, and their standing with it. */
export const revealVerdictSchema = z.object({
  /** The choice this player locked in, or null if they did not answer. */
  chosen: z.string().nullable(),
  correct: z.boolean(),
  /** Points earned on this question, whole. */
  points: z.number(),
  score: z.number(),
  rank: z.number().int().positive().nullable(),
});

/** `round:verdict`: sent to each player just after the reveal's facts, on the same socket, so always after them. */
export const questionVerdictSchema = revealVerdictSchema.extend({ gameId: z.string(), questionId: z.string() });

/** A reveal as a player sees it: the facts with their own line (`me`); a join's state carries it whole. */
export const questionRevealSchema = revealFactsSchema.extend({ me: revealVerdictSchema });

/** Where an in-step round stands for one player, in `round:join`'s state. */
export const inStepStateSchema = z.object({
  /** Every question's moments: the same on every process, from the round's window and question count. */
  schedule: z.array(questionWindowSchema),
  /** The question whose time it is and its stage, or null before the start and from the end. */
  moment: z.object({ question: z.number().int().nonnegative(), stage: z.enum(QUESTION_STAGES) }).nullable(),
  /** The player's answer to the current question while it is open: locked in, its verdict kept for the reveal. */
  locked: z.object({ questionId: z.string(), answer: z.string() }).nullable(),
  /** The current question's reveal while it is revealed. */
  reveal: questionRevealSchema.nullable(),
});

/** How many arrivals a scheduled round's waiting room names: the latest, not the whole room. */
export const LOBBY_ARRIVALS = 20;

/**
 * A scheduled round's waiting room before its start: how many players are in, the latest arrivals' names (newest
 * first; with several processes, those who arrived through this one) and how many questions the round has.
 */
export const roundLobbySchema = z.object({
  gameId: z.string(),
  players: z.number().int().nonnegative(),
  arrivals: z.array(z.string()).max(LOBBY_ARRIVALS),
  questions: z.number().int().nonnegative(),
});

export const roundStateSchema = z.object({
  gameId: z.string(),
  type: z.enum(GAME_TYPES),
  /** A joined player is in the round's room, so never `scheduled`: the clock's phase. */
  phase: z.enum(CLOCK_PHASES),
  startsAt: z.number(),
  endsAt: z.number(),
  serverNow: z.number(),
  /** Plain questions once the round runs; before it they come sealed in `sealedQuestions`. */
  questions: roundQuestionsSchema.nullable(),
  /** AES-GCM sealed questions sent ahead of the start, opened by the key in `round:start`. */
  sealedQuestions: z.string().nullable(),
  shuffleSeed: z.number().int(),
  answers: z.array(lockedAnswerSchema),
  score: z.number(),
  rank: z.number().int().nullable(),
  resumeToken: z.string(),
  /**
   * The player's answers locked in whose verdicts are still sealed (every answer of a free round until its end, in
   * step the open question's): which questions they answered and with what, never whether it was right.
   */
  lockedIn: z.array(z.object({ questionId: z.string(), answer: z.string() })).optional(),
  /**
   * Only for a round played in step. Its `questions` then hold the questions opened so far (before the start,
   * `sealedQuestions` holds the first alone), and `answers` only those to questions already revealed.
   */
  inStep: inStepStateSchema.optional(),
});
export type RoundState = z.infer<typeof roundStateSchema>;

export const answerResultSchema = lockedAnswerSchema.extend({
  score: z.number(),
  /** The player's rank with this answer's points, against the last leaderboard; null if unknown. */
  rank: z.number().int().positive().nullable(),
});

/**
 * The answer is stored, and its verdict waits until its question is closed for everyone: in step its reveal, in a
 * free round the round's end (`round:end`, then the answers page).
 */
export const answerLockedSchema = z.object({ questionId: z.string(), locked: z.literal(true) });
/**
 * What `round:answer` acks with: `locked` alone while the round runs (every live round, free or in step); the
 * verdict shape is kept for an answer whose question was already closed when it was stored.
 */
export const answerReplySchema = z.union([answerResultSchema, answerLockedSchema]);

// Server to client.
/** Sent shortly before `startsAt` so that it reaches everyone in time; clients open the questions at `startsAt`. */
export const roundStartSchema = z.object({ gameId: z.string(), startsAt: z.number(), key: z.string() });
export const leaderboardSchema = z.object({
  gameId: z.string(),
  top: z.array(leaderboardLineSchema),
  players: z.number().int(),
  /** The server's time when this board was computed. */
  at: z.number(),
});
export const myStandingSchema = z.object({ gameId: z.string(), rank: z.number().int(), score: z.number() });
export const roundRemovedSchema = z.object({ gameId: z.string(), reason: z.string() });
export const roundEndSchema = z.object({
  gameId: z.string(),
  endedAt: z.number(),
  top: z.array(leaderboardLineSchema),
  /** The player's final standing, with how many of their answers were right (verdicts open at the end). */
  me: myStandingSchema.extend({ right: z.number().int().nonnegative().optional() }).nullable(),
});

export type ClockPong = z.infer<typeof clockPongSchema>;
export type AnswerResult = z.infer<typeof answerResultSchema>;
export type AnswerLocked = z.infer<typeof answerLockedSchema>;
export type QuestionOpen = z.infer<typeof questionOpenSchema>;
export type QuestionReveal = z.infer<typeof questionRevealSchema>;
export type ChoiceCount = z.infer<typeof choiceCountSchema>;
export type RevealFactsMessage = z.infer<typeof revealFactsSchema>;
export type QuestionVerdict = z.infer<typeof questionVerdictSchema>;
export type InStepState = z.infer<typeof inStepStateSchema>;
export type RoundStart = z.infer<typeof roundStartSchema>;
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type MyStanding = z.infer<typeof myStandingSchema>;
export type RoundEnd = z.infer<typeof roundEndSchema>;
export type RoundLobby = z.infer<typeof roundLobbySchema>;

/** What a client sends: each event's payload, and the data its ack carries. */
export const roundClientEvents = {
  'clock:ping': { payload: clockPingSchema, reply: clockPongSchema },
  'round:join': { payload: joinRoundSchema, reply: roundStateSchema },
  /** Acks with `locked` alone: the verdict comes in step with `round:reveal`, in a free round with its end. */
  'round:answer': { payload: answerSchema, reply: answerReplySchema },
  'round:leave': { payload: leaveRoundSchema, reply: leftSchema },
} as const;

/** What the server sends to a round's players. */
export const roundServerEvents = {
  /** A scheduled round's waiting room: who is arriving, at most once a second while it changes. */
  'round:lobby': roundLobbySchema,
  'round:start': roundStartSchema,
  'round:leaderboard': leaderboardSchema,
  'round:standing': myStandingSchema,
  'round:end': roundEndSchema,
  /** In step: a question opens for everyone. */
  'round:question': questionOpenSchema,
  /** In step: a question locks and is revealed: the facts, the same for everyone (`round:verdict` follows). */
  'round:reveal': revealFactsSchema,
  /** In step: the player's own line of the reveal just sent (their choice, verdict, points, score and rank). */
  'round:verdict': questionVerdictSchema,
  'round:removed': roundRemovedSchema,
} as const;
