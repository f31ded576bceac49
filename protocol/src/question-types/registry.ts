import type { GameType } from '@plw/shared/constants';
import { z } from 'zod';
import { KRISSKROSS_PROTOCOL } from './krisskross.ts';
import { MCQ_PROTOCOL } from './mcq.ts';

// Every question type's part of the protocol, by type: adding a type is adding its module and one line here.

export const QUESTION_TYPE_PROTOCOL = {
  Mcq: MCQ_PROTOCOL,
  Kriss_kross_puzzle: KRISSKROSS_PROTOCOL,
} as const satisfies { [T in GameType]: { type: T; slug: string; roundQuestions: z.ZodType } };

/** A game's questions in a live round, whichever its type. */
export const roundQuestionsSchema = z.discriminatedUnion('type', [
  MCQ_PROTOCOL.roundQuestions,
  KRISSKROSS_PROTOCOL.roundQuestions,
]);

export type GameTypeSlug = (typeof QUESTION_TYPE_PROTOCOL)[GameType]['slug'];

/** A game type's name in the app's paths. */
export const gameTypeSlug = (type: GameType): GameTypeSlug => QUESTION_TYPE_PROTOCOL[type].slug;

/** Where a game is played in the app. */
export const gamePlayPath = (type: GameType, gameId: string) => `/game/${gameTypeSlug(type)}/${gameId}`;
