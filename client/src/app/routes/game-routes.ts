import { leaderboardSearchSchema, waitingRoomSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';
import { WaitingRoomExplained } from '../../features/waiting-room/waiting-room-explained.tsx';
import { preloadablePage } from './preloadable-page.tsx';

/**
 * The game area (spec 2): waiting room, multiple-choice and kriss-kross play, each page in its own chunk. The two
 * play pages load ahead from the waiting room that opens them.
 */
export const GAME_ROUTES: readonly PageRoute[] = [
  {
    path: '/game/waitingroom',
    title: 'pages.waitingRoom',
    search: waitingRoomSearchSchema,
    withoutSearch: WaitingRoomExplained,
    page: lazy(() => import('../../features/waiting-room/waiting-room-page.tsx')),
  },
  {
    path: '/game/mcq/:gameId',
    title: 'pages.mcqGame',
    page: preloadablePage(() => import('../../question-types/mcq/play/mcq-page.tsx')),
  },
  {
    path: '/game/mcq/:gameId/leaderboard',
    title: 'pages.leaderboard',
    page: lazy(() => import('../../question-types/mcq/play/leaderboard-page.tsx')),
  },
  {
    path: '/game/mcq/:gameId/game-over',
    title: 'pages.gameOver',
    page: lazy(() => import('../../question-types/mcq/play/game-over-page.tsx')),
  },
  {
    path: '/game/mcq/:gameId/answers',
    title: 'pages.answers',
    page: lazy(() => import('../../question-types/mcq/play/answers-page.tsx')),
  },
  {
    path: '/game/krisskross/leaderboard',
    title: 'pages.leaderboard',
    search: leaderboardSearchSchema,
    page: lazy(() => import('../../question-types/krisskross/play/leaderboard-page.tsx')),
  },
  {
    path: '/game/krisskross/:gameId',
    title: 'pages.krissKrossGame',
    // The grid's chunk (Pixi and the fonts) loads with this page only.
    page: preloadablePage(() => import('../../question-types/krisskross/play/krisskross-page.tsx')),
  },
];
