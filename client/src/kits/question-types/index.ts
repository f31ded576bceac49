import type { GameTypeSlug } from '@plw/protocol/question-types/registry';
import type { GameType } from '@plw/shared/constants';
import type { ComponentType } from 'react';
import { KRISSKROSS_CLIENT } from './krisskross.ts';
import { MCQ_CLIENT } from './mcq.ts';

// The question-types kit: what every page that shows games of any type asks of a type (its paths, its labels,
// its cover art, its review endpoint), by type. Adding a type is adding its module and one line in the table;
// features import this file only.

/** What a game's card draws when it has no picture: art in the cover's 160 × 100 box, named for data-cover. */
interface CoverArt {
  name: string;
  Art: ComponentType<{ colour: string }>;
}

const CLIENT_QUESTION_TYPES = {
  Mcq: MCQ_CLIENT,
  Kriss_kross_puzzle: KRISSKROSS_CLIENT,
} as const satisfies { [T in GameType]: { type: T; slug: GameTypeSlug; cover: CoverArt } };

export const questionTypeOf = (type: GameType) => CLIENT_QUESTION_TYPES[type];

/** A game type's name in the app's paths (/game/<slug>/..., /creator/game/<slug>/...). */
export const typeSlugOf = (type: GameType): GameTypeSlug => CLIENT_QUESTION_TYPES[type].slug;

/** The page that plays a game. */
export const playPathOf = (type: GameType, gameId: string) => `/game/${typeSlugOf(type)}/${encodeURIComponent(gameId)}`;

/** A game type's cover art, for a card without a picture. */
export const coverArtOf = (type: GameType): CoverArt => CLIENT_QUESTION_TYPES[type].cover;
