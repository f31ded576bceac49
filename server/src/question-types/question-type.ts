import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { GameType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlayQuestionSet } from '../domains/games/play-questions.ts';
import type { GameRecord } from '../domains/games/repository.ts';
import type { QuestionRowContent, QuestionTable } from '../domains/games/question-rows.ts';

// What the server needs of a question type, wherever it handles games of any type (live rounds, hosting, the
// studio, review, round results). Each type's folder (question-types/<type>/) holds it all; its entry.ts hands
// this to registry.ts, which is all generic code reads, and its all-routes.ts its endpoints to route-registry.ts.

export interface QuestionType<T extends GameType = GameType> {
  type: T;
  /** Where its questions are stored. */
  table: QuestionTable;
  /** Its questions for play, live and daily alike: what players may see, and the one check of an answer. */
  loadForPlay(db: Kysely<Database>, game: GameRecord): Promise<PlayQuestionSet>;
  /** Its questions' content as an admin's verdict is bound to it (domains/review/question-version.ts). */
  reviewContents(db: Kysely<Database>, gameId: string): Promise<QuestionRowContent[]>;
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
