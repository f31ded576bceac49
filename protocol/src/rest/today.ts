import { LANGUAGE_NAMES, ROLES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { fillTodaySlots } from '../question-types/registry.ts';
import { idField } from './fields.ts';

// The daily habit (issue 17): today's kriss-kross and today's quiz in a language, with where the caller stands on
// each, and the next game to play at the end of any game. Which released DAILY game is "today's" is decided once,
// in server/src/domains/today/repository.ts (the latest publishing_time that is not in the future).

export const PLAY_STATES = ['NEW', 'IN_PROGRESS', 'FINISHED'] as const;
export type PlayState = (typeof PLAY_STATES)[number];

/**
 * Where the caller stands on a game: not started, started, or finished (then with its time, whole points, and how
 * many answers were right, so a card says "Solved" only of a solved play and "2/3 right" of the others).
 */
export const playStateSchema = z.object({
  status: z.enum(PLAY_STATES),
  /** A finished play's time taken in ms ("Solved in 2:41"); null otherwise. */
  time_ms: z.number().int().nullable(),
  /** A finished play's whole points; null otherwise. */
  score: z.number().nullable(),
  /** A finished play's answers (words) right, and the game's questions; null otherwise. */
  right: z.number().int().nullable(),
  questions: z.number().int().nullable(),
  /** A finished play solved by the one rule (shared/rules/daily-stats.ts, isSolved); null otherwise. */
  solved: z.boolean().nullable(),
});

export const gameWithStateSchema = z.object({ game: gameSummarySchema, state: playStateSchema });

const language = z.enum(LANGUAGE_NAMES);

export const todayApi = {
  today: defineEndpoint({
    method: 'GET',
    path: '/api/player/today',
    access: ROLES,
    summary: "Today's daily kriss-kross and today's daily quiz in a language, with the caller's state on each",
    query: z.object({ language }),
    response: z.object({
      language,
      ...fillTodaySlots(() => gameWithStateSchema.nullable()),
    }),
  }),
  nextGame: defineEndpoint({
    method: 'GET',
    path: '/api/player/next',
    access: ROLES,
    summary:
      "The next game to play after one: today's unplayed puzzle or quiz in the language, else the newest unplayed daily game",
    query: z.object({ after: idField.optional(), language: language.optional() }),
    response: z.object({ next: gameWithStateSchema.nullable() }),
  }),
} as const;

export type GameWithState = z.infer<typeof gameWithStateSchema>;
export type PlayStateView = z.infer<typeof playStateSchema>;
