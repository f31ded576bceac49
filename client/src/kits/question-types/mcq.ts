import { MCQ_PROTOCOL } from '@plw/protocol/question-types/mcq';
import { api } from '@plw/protocol/api';

// The multiple-choice quiz in the app: its name in paths and labels, and where its questions are read for review.

export const MCQ_CLIENT = {
  type: 'Mcq',
  slug: MCQ_PROTOCOL.slug,
  labels: {
    browse: 'browse.typeMcq',
    studio: 'studio.typeMcq',
    rounds: 'rounds.typeMcq',
    verifyPage: 'pages.verifyMcq',
  },
  /** The admin's page that reviews its questions. */
  verifyPage: '/admin/games/mcq',
  verifyQuestions: api.mcqVerifyQuestions,
} as const;
