import { KRISSKROSS_PROTOCOL } from '@plw/protocol/question-types/krisskross/entry';
import { api } from '@plw/protocol/api';
import { leaderboardSearchSchema } from '@plw/shared/schemas/search-params';
import type { ClientQuestionType } from '../question-type-contract.ts';
import { CrossCoverArt } from './cover-art.tsx';
import './cover.css';

// The kriss-kross puzzle in the app: its name in paths and labels, its cover art, where its clues are read for
// review, and its pages (each loaded on first visit).

const slug = KRISSKROSS_PROTOCOL.slug;

export const KRISSKROSS_CLIENT = {
  type: 'Kriss_kross_puzzle',
  slug,
  labels: {
    browse: 'browse.typeKrissKross',
    studio: 'studio.typeKrissKross',
    rounds: 'rounds.typeKrissKross',
    watch: 'watch.typeKrissKross',
    verifyPage: 'pages.verifyKrissKross',
  },
  /** What a card without a picture draws (data-cover names it). */
  cover: { name: 'krisskross', Art: CrossCoverArt },
  today: { field: 'krisskross', label: 'today.krisskross' },
  /** The admin's page that reviews its clues. */
  verifyPage: '/admin/games/krisskross',
  verifyQuestions: api.krissKrossVerifyQuestions,
  pages: {
    // The grid's chunk (Pixi and the fonts) loads with the play page only.
    play: { title: 'pages.krissKrossGame', load: () => import('./play/krisskross-page.tsx') },
    game: [
      {
        // Before the play page, whose :gameId would match it.
        path: `/game/${slug}/leaderboard`,
        title: 'pages.leaderboard',
        search: leaderboardSearchSchema,
        load: () => import('./play/leaderboard-page.tsx'),
      },
    ],
    questions: { title: 'pages.krissKrossAddQuestion', load: () => import('./studio/krisskross-questions-page.tsx') },
    playDemo: {
      title: 'pages.krissKrossPlayDemo',
      load: () =>
        import('./studio/krisskross-play-pages.tsx').then((module) => ({ default: module.KrissKrossPlayDemoPage })),
    },
    playGame: {
      title: 'pages.krissKrossPlayGame',
      load: () =>
        import('./studio/krisskross-play-pages.tsx').then((module) => ({ default: module.KrissKrossPlayGamePage })),
    },
    verify: () => import('./review/verify-krisskross-page.tsx'),
  },
} as const satisfies ClientQuestionType<'Kriss_kross_puzzle'>;
