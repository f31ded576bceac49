import type { GameType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlayQuestionSet } from '../domains/games/play-questions.ts';
import type { GameRecord } from '../domains/games/repository.ts';
import { KRISSKROSS_TYPE } from './krisskross/entry.ts';
import { MCQ_TYPE } from './mcq/entry.ts';
import { TYPED_ANSWER_TYPE } from './typed-answer/entry.ts';
import type { QuestionTable } from '../domains/games/question-rows.ts';
import type { QuestionType } from './question-type.ts';

// Every question type the server knows, by type: the one place generic code reaches a type's folder. Adding a
// type is adding its folder (question-types/<type>/), one line in each table here and one in route-registry.ts.

export const QUESTION_TYPES: { [T in GameType]: QuestionType<T> } = {
  Mcq: MCQ_TYPE,
  Kriss_kross_puzzle: KRISSKROSS_TYPE,
  Typed_answer: TYPED_ANSWER_TYPE,
};

export const questionTypeOf = (type: GameType): QuestionType => QUESTION_TYPES[type];

/** Every type's question table, once. */
export const QUESTION_TABLES: readonly QuestionTable[] = Object.values(QUESTION_TYPES).map((type) => type.table);

/** A game's questions for play, by its type's module: live rounds and hosted rounds load them here. */
export function loadPlayQuestions(db: Kysely<Database>, game: GameRecord): Promise<PlayQuestionSet> {
  return questionTypeOf(game.type).loadForPlay(db, game);
}
