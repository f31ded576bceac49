import { typedAnswerQuestionSchema } from '@plw/shared/question-types/typed-answer/question-schema';
import type { QuestionType } from '../question-type.ts';
import { typedAnswerPlayQuestions } from './play-questions.ts';
import { typedAnswerReviewContents } from './repository.ts';

// "Type the answer": the player types the answer, judged by the game's language with the creator's other
// accepted spellings (shared/question-types/typed-answer/answer.ts).

export const TYPED_ANSWER_TYPE: QuestionType<'Typed_answer'> = {
  type: 'Typed_answer',
  table: 'typed_answer_questions',
  loadForPlay: typedAnswerPlayQuestions,
  reviewContents: typedAnswerReviewContents,
  draft: {
    shape: '{"questions":[{"question":"...","answer":"the answer","alternatives":["another accepted spelling"]}]}',
    rules:
      'Each answer is short (a word, a name or a number) with one clear right answer a player can type; '
      + 'alternatives lists up to 5 other spellings that are also right (often none); never a wrong answer.',
    read(item) {
      const parsed = typedAnswerQuestionSchema.safeParse(item);
      if (!parsed.success) return null;
      const { question, answer, alternatives } = parsed.data;
      return { question, answer, alternatives };
    },
  },
};
