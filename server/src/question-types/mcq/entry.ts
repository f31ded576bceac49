import { mcqQuestionSchema } from '@plw/shared/question-types/mcq/question-schema';
import type { QuestionType } from '../question-type.ts';
import { mcqPlayQuestions } from './play-questions.ts';
import { mcqReviewContents } from './repository.ts';

// The multiple-choice quiz: one right answer among four choices.

export const MCQ_TYPE: QuestionType<'Mcq'> = {
  type: 'Mcq',
  table: 'mcq_questions',
  loadForPlay: mcqPlayQuestions,
  reviewContents: mcqReviewContents,
  draft: {
    shape: '{"questions":[{"question":"...","answer":"the right choice","answer_options":["wrong 1","wrong 2","wrong 3"]}]}',
    rules: 'Each question has one right answer and exactly 3 wrong options, all different.',
    read(item) {
      const parsed = mcqQuestionSchema.safeParse(item);
      if (!parsed.success) return null;
      const { question, answer, answer_options } = parsed.data;
      return { question, answer, answer_options };
    },
  },
};
