import { GAME_TYPES } from '@plw/shared/constants';
import { ROUND_PHASES } from '@plw/shared/rules/round/schedule';
import { z } from 'zod';
import { leaderboardLineSchema, leftSchema } from './round-parts.ts';

// Watching live rounds: creators see their channel's live and upcoming rounds, admins every round and the
// server's health. Players may not subscribe. Snapshots arrive every second while subscribed.

export const watchSubscribeSchema = z.object({});

export const questionFiguresSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  /** Players who answered it so far, on every process. */
  answered: z.number().int(),
  /** Of them, those who were right: null until everyone's answers to it are in (shared/rules/round/watch-view). */
  right: z.number().int().nullable(),
});

export const roomFiguresSchema = z.object({
  gameId: z.string(),
  /** A hosted round's id (a game may run many); absent for the game's scheduled round. */
  roundId: z.string().optional(),
  gameName: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  type: z.enum(GAME_TYPES),
  /** `scheduled` while no waiting room is open for the round (nobody joined yet). */
  phase: z.enum(ROUND_PHASES),
  startsAt: z.number(),
  endsAt: z.number(),
  /** Players who joined the round. */
  players: z.number().int(),
  /** Of them, those connected now. */
  connected: z.number().int(),
  answers: z.number().int(),
  /** Over the last five seconds. */
  answersPerSecond: z.number(),
  questions: z.array(questionFiguresSchema),
  top: z.array(leaderboardLineSchema),
});

export const serverHealthSchema = z.object({
  connections: z.number().int(),
  eventLoopLagMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  uptimeSeconds: z.number(),
});

export const watchSnapshotSchema = z.object({
  at: z.number(),
  rooms: z.array(roomFiguresSchema),
  /** Admins only. */
  health: serverHealthSchema.nullable(),
});

export type RoomFigures = z.infer<typeof roomFiguresSchema>;
export type ServerHealth = z.infer<typeof serverHealthSchema>;
export type WatchSnapshot = z.infer<typeof watchSnapshotSchema>;

/** Creators and admins only: live figures of the rounds they may watch, then no more. */
export const watchClientEvents = {
  'watch:subscribe': { payload: watchSubscribeSchema, reply: watchSnapshotSchema },
  'watch:unsubscribe': { payload: watchSubscribeSchema, reply: leftSchema },
} as const;

export const watchServerEvents = {
  'watch:snapshot': watchSnapshotSchema,
} as const;
