import type { QuestionType } from '../question-type.ts';

// STUB: "type the answer" on the server, filled in with its table, play questions, review contents and drafts.

export const TYPED_ANSWER_TYPE = {} as QuestionType<'Typed_answer'>;
