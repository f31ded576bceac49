import type { GameType } from '@plw/shared/constants';
import { z } from 'zod';
import { KRISSKROSS_PROTOCOL } from './krisskross/entry.ts';
import { krissKrossApi } from './krisskross/play-api.ts';
import { krissKrossReviewApi } from './krisskross/review-api.ts';
import { krissKrossStudioApi } from './krisskross/studio-api.ts';
import { MCQ_PROTOCOL, mcqRoundQuestionSchema } from './mcq/entry.ts';
import { mcqApi } from './mcq/play-api.ts';
import { mcqReviewApi } from './mcq/review-api.ts';
import { mcqStudioApi } from './mcq/studio-api.ts';
import { TYPED_ANSWER_PROTOCOL, typedAnswerRoundQuestionSchema } from './typed-answer/entry.ts';
import { typedAnswerApi } from './typed-answer/play-api.ts';
import { typedAnswerReviewApi } from './typed-answer/review-api.ts';
import { typedAnswerStudioApi } from './typed-answer/studio-api.ts';

// Every question type's part of the protocol, by type: the one place generic modules reach a type's folder.
// Adding a type is adding its folder (question-types/<type>/) and one line in each table here.

export const QUESTION_TYPE_PROTOCOL = {
  Mcq: MCQ_PROTOCOL,
  Kriss_kross_puzzle: KRISSKROSS_PROTOCOL,
  Typed_answer: TYPED_ANSWER_PROTOCOL,
} as const satisfies {
  [T in GameType]: { type: T; slug: string; todaySlot: string; roundQuestions: z.ZodType };
};

/** A game's questions in a live round, whichever its type. */
export const roundQuestionsSchema = z.discriminatedUnion('type', [
  MCQ_PROTOCOL.roundQuestions,
  KRISSKROSS_PROTOCOL.roundQuestions,
  TYPED_ANSWER_PROTOCOL.roundQuestions,
]);

/**
 * The question an in-step round opens for everyone, of a type that plays in step (shared question-types registry).
 * The player's page knows its game's type; a quiz's question is tried first, as only it carries choices.
 */
export const inStepQuestionSchema = z.union([mcqRoundQuestionSchema, typedAnswerRoundQuestionSchema]);

/** Each type's own endpoints for players: its game, its play, its leaderboards (api.ts lists them). */
export const TYPE_PLAY_API = { ...krissKrossApi, ...mcqApi, ...typedAnswerApi } as const;

/** Each type's question endpoints in the studio (rest/studio.ts lists them). */
export const TYPE_STUDIO_API = { ...mcqStudioApi, ...krissKrossStudioApi, ...typedAnswerStudioApi } as const;

/** Each type's questions with answers for its creator and for review (rest/review.ts lists them). */
export const TYPE_REVIEW_API = { ...mcqReviewApi, ...krissKrossReviewApi, ...typedAnswerReviewApi } as const;

/** The types of today's games, in the order the daily habit offers them: the puzzle, the quiz, the typed answers. */
export const TODAY_TYPES = [
  KRISSKROSS_PROTOCOL.type,
  MCQ_PROTOCOL.type,
  TYPED_ANSWER_PROTOCOL.type,
] as const satisfies readonly GameType[];

/**
 * Today's games, one slot per type in the daily habit's answer (rest/today.ts): `{ krisskross, quiz, typedAnswer }`.
 */
export type TodaySlots<V> = { [T in GameType as (typeof QUESTION_TYPE_PROTOCOL)[T]['todaySlot']]: V };

/** The daily habit's slots, in TODAY_TYPES' order, each holding its type's value. */
export function fillTodaySlots<V>(valueOf: (type: GameType) => V): TodaySlots<V> {
  const slots = TODAY_TYPES.map((type) => [QUESTION_TYPE_PROTOCOL[type].todaySlot, valueOf(type)] as const);
  return Object.fromEntries(slots) as TodaySlots<V>;
}

export type GameTypeSlug = (typeof QUESTION_TYPE_PROTOCOL)[GameType]['slug'];

/** A game type's name in the app's paths. */
export const gameTypeSlug = (type: GameType): GameTypeSlug => QUESTION_TYPE_PROTOCOL[type].slug;

/** Where a game is played in the app. */
export const gamePlayPath = (type: GameType, gameId: string) => `/game/${gameTypeSlug(type)}/${gameId}`;
