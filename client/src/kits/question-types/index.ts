import type { GameTypeSlug } from '@plw/protocol/question-types/table';
import type { GameType } from '@plw/shared/constants';
import { KRISSKROSS_CLIENT } from './krisskross.ts';
import { MCQ_CLIENT } from './mcq.ts';

// The question-types kit: what every page that shows games of any type asks of a type (its paths, its labels,
// its review endpoint), by type. Adding a type is adding its module and one line in the table; features import
// this file only.

const CLIENT_QUESTION_TYPES = {
  Mcq: MCQ_CLIENT,
  Kriss_kross_puzzle: KRISSKROSS_CLIENT,
} as const satisfies { [T in GameType]: { type: T; slug: GameTypeSlug } };

export const questionTypeOf = (type: GameType) => CLIENT_QUESTION_TYPES[type];

/** A game type's name in the app's paths (/game/<slug>/..., /creator/game/<slug>/...). */
export const typeSlugOf = (type: GameType): GameTypeSlug => CLIENT_QUESTION_TYPES[type].slug;

/** The page that plays a game. */
export const playPathOf = (type: GameType, gameId: string) => `/game/${typeSlugOf(type)}/${encodeURIComponent(gameId)}`;
