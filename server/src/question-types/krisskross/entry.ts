import { krissKrossQuestionSchema } from '@plw/shared/question-types/krisskross/question-schema';
import type { QuestionType } from '../question-type.ts';
import { krissKrossPlayQuestions } from './play-questions.ts';
import { krissKrossReviewContents } from './repository.ts';

// The kriss-kross puzzle: clues whose answers cross on one grid.

export const KRISSKROSS_TYPE: QuestionType<'Kriss_kross_puzzle'> = {
  type: 'Kriss_kross_puzzle',
  table: 'krisskross_questions',
  loadForPlay: krissKrossPlayQuestions,
  reviewContents: krissKrossReviewContents,
  draft: {
    shape: '{"questions":[{"question":"a crossword clue","answer":"ANSWER","direction":"Across"}]}',
    rules:
      'Each answer is one or a few words of letters only (no digits or punctuation except commas); '
      + 'direction is "Across" or "Down", about half each; answers should share letters so they can cross.',
    read(item) {
      const parsed = krissKrossQuestionSchema.safeParse(item);
      if (!parsed.success) return null;
      const { question, answer, direction } = parsed.data;
      return { question, answer, direction };
    },
  },
};
