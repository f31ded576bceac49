import type { ResponseOf } from '@plw/protocol/endpoint';
import type { GameTypeSlug } from '@plw/protocol/question-types/registry';
import type { GameType } from '@plw/shared/constants';
import { KRISSKROSS_CLIENT } from './krisskross/question-type.ts';
import { MCQ_CLIENT } from './mcq/question-type.ts';
import type { ClientQuestionType, TypeHost } from './question-type-contract.ts';
import { TYPED_ANSWER_CLIENT } from './typed-answer/question-type.ts';

// The question types' registry: what every page that shows games of any type asks of a type (its paths, its
// labels, its cover art, its review endpoint, its pages), by type. Adding a type is adding its folder and one line
// in the table; nothing else in the app imports a type's folder (eslint/client-boundaries.js).

const CLIENT_QUESTION_TYPES = {
  Kriss_kross_puzzle: KRISSKROSS_CLIENT,
  Mcq: MCQ_CLIENT,
  Typed_answer: TYPED_ANSWER_CLIENT,
} as const satisfies { [T in GameType]: ClientQuestionType<T> };

type Entry = (typeof CLIENT_QUESTION_TYPES)[GameType];

/** The type a new game's form starts on. */
export const NEW_GAME_TYPE: GameType = 'Kriss_kross_puzzle';

/** Every type's entry, in the table's order (home's "today" cards show in it). */
export const QUESTION_TYPES: readonly Entry[] = Object.values(CLIENT_QUESTION_TYPES);

export const questionTypeOf = (type: GameType): Entry => CLIENT_QUESTION_TYPES[type];

/** What the big screen renders of a type (features/host asks the registry, never a type's folder). */
export type { GameText, HostParts } from './question-type-contract.ts';

/** A type's part of a hosted round's big screen; none for a type whose rounds never play in step. */
export function hostOf(type: GameType): TypeHost | undefined {
  const entry: ClientQuestionType = CLIENT_QUESTION_TYPES[type];
  return entry.host;
}

/** A game type's name in the app's paths (/game/<slug>/..., /creator/game/<slug>/...). */
export const typeSlugOf = (type: GameType): GameTypeSlug => CLIENT_QUESTION_TYPES[type].slug;

/** The page that plays a game. */
export const playPathOf = (type: GameType, gameId: string) => `/game/${typeSlugOf(type)}/${encodeURIComponent(gameId)}`;

/** A game type's cover art, for a card without a picture. */
export const coverArtOf = (type: GameType) => CLIENT_QUESTION_TYPES[type].cover;

/** A question as the admin reviews it, of one type. */
export type VerifyQuestionOf<T extends GameType> = ResponseOf<
  (typeof CLIENT_QUESTION_TYPES)[T]['verifyQuestions']
>['questions'][number];

/** A question as the admin reviews it, of any type. */
export type VerifyQuestion = VerifyQuestionOf<GameType>;
