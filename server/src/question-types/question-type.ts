import type { QuestionDraft } from '@plw/protocol/rest/studio';
import type { GameType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlayQuestionSet } from '../domains/games/play-questions.ts';
import type { GameRecord } from '../domains/games/repository.ts';

// What the server needs of a question type, wherever it handles games of any type (live rounds, hosting, the
// studio, review, round results). A type's own pages and endpoints live in its domain (domains/mcq,
// domains/krisskross); its module here (mcq.ts, krisskross.ts) hands those pieces to everything generic.

/** The tables a game's questions are stored in, one per type. */
export type QuestionTable = 'mcq_questions' | 'krisskross_questions';

export interface QuestionType<T extends GameType = GameType> {
  type: T;
  /** Where its questions are stored. */
  table: QuestionTable;
  /** Its questions for play, live and daily alike: what players may see, and the one check of an answer. */
  loadForPlay(db: Kysely<Database>, game: GameRecord): Promise<PlayQuestionSet>;
  /** Drafting its questions with a language model (studio/question-drafts.ts). */
  draft: {
    /** The JSON the model answers with, as an example. */
    shape: string;
    /** What makes a good question of this type, told to the model. */
    rules: string;
    /** One item of the model's answer as a draft, or null when it does not pass the type's question schema. */
    read(item: unknown): QuestionDraft | null;
  };
}
