import { MCQ_PROTOCOL } from '@plw/protocol/question-types/mcq/entry';
import { api } from '@plw/protocol/api';
import { choiceOrder } from '../../lib/choice-order.ts';
import type { ClientQuestionType } from '../question-type-contract.ts';
import { QuizCoverArt } from './cover-art.tsx';

// The multiple-choice quiz in the app: its name in paths and labels, its cover art, where its questions are read
// for review, and its pages (each loaded on first visit).

const slug = MCQ_PROTOCOL.slug;

export const MCQ_CLIENT = {
  type: 'Mcq',
  slug,
  labels: {
    browse: 'browse.typeMcq',
    studio: 'studio.typeMcq',
    rounds: 'rounds.typeMcq',
    watch: 'watch.typeMcq',
    verifyPage: 'pages.verifyMcq',
  },
  /** What a card without a picture draws (data-cover names it). */
  cover: { name: 'quiz', Art: QuizCoverArt },
  today: { field: 'quiz', label: 'today.quiz' },
  /** The admin's page that reviews its questions. */
  verifyPage: '/admin/games/mcq',
  verifyQuestions: api.mcqVerifyQuestions,
  host: {
    // Every phone of a hosted round shuffles the choices with the round's one seed: the big screen does the same.
    arrange: (item, shuffleSeed) =>
      'choices' in item ? { ...item, choices: choiceOrder(item.choices, shuffleSeed, item.question_id) } : item,
    load: () => import('./host/mcq-host.tsx'),
  },
  pages: {
    play: { title: 'pages.mcqGame', load: () => import('./play/mcq-page.tsx') },
    game: [
      {
        path: `/game/${slug}/:gameId/leaderboard`,
        title: 'pages.leaderboard',
        load: () => import('./play/leaderboard-page.tsx'),
      },
      {
        path: `/game/${slug}/:gameId/game-over`,
        title: 'pages.gameOver',
        load: () => import('./play/game-over-page.tsx'),
      },
      { path: `/game/${slug}/:gameId/answers`, title: 'pages.answers', load: () => import('./play/answers-page.tsx') },
    ],
    questions: { title: 'pages.mcqAddQuestion', load: () => import('./studio/mcq-questions-page.tsx') },
    playDemo: {
      title: 'pages.mcqPlayDemo',
      load: () => import('./studio/mcq-play-pages.tsx').then((module) => ({ default: module.McqPlayDemoPage })),
    },
    playGame: {
      title: 'pages.mcqPlayGame',
      load: () => import('./studio/mcq-play-pages.tsx').then((module) => ({ default: module.McqPlayGamePage })),
    },
    verify: () => import('./review/verify-mcq-page.tsx'),
  },
} as const satisfies ClientQuestionType<'Mcq'>;
