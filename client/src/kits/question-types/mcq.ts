import { MCQ_PROTOCOL } from '@plw/protocol/question-types/mcq/entry';
import { api } from '@plw/protocol/api';
import { QuizCoverArt } from './mcq-cover.tsx';

// The multiple-choice quiz in the app: its name in paths and labels, its cover art, and where its questions are read
// for review.

export const MCQ_CLIENT = {
  type: 'Mcq',
  slug: MCQ_PROTOCOL.slug,
  labels: {
    browse: 'browse.typeMcq',
    studio: 'studio.typeMcq',
    rounds: 'rounds.typeMcq',
    verifyPage: 'pages.verifyMcq',
  },
  /** What a card without a picture draws (data-cover names it). */
  cover: { name: 'quiz', Art: QuizCoverArt },
  /** The admin's page that reviews its questions. */
  verifyPage: '/admin/games/mcq',
  verifyQuestions: api.mcqVerifyQuestions,
} as const;
