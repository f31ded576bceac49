import { leaderboardSearchSchema, waitingRoomSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';

/** The game area (spec 2): waiting room, multiple-choice and kriss-kross play. */
export const GAME_ROUTES: readonly PageRoute[] = [
  {
    path: '/game/waitingroom',
    title: 'pages.waitingRoom',
    search: waitingRoomSearchSchema,
    page: lazy(() => import('../../features/waiting-room/waiting-room-page.tsx')),
  },
  { path: '/game/mcq/:gameId', title: 'pages.mcqGame' },
  { path: '/game/mcq/:gameId/leaderboard', title: 'pages.leaderboard' },
  { path: '/game/mcq/:gameId/game-over', title: 'pages.gameOver' },
  { path: '/game/mcq/:gameId/answers', title: 'pages.answers' },
  {
    path: '/game/krisskross/leaderboard',
    title: 'pages.leaderboard',
    search: leaderboardSearchSchema,
    page: lazy(() => import('../../features/krisskross/leaderboard-page.tsx')),
  },
  {
    path: '/game/krisskross/:gameId',
    title: 'pages.krissKrossGame',
    // The grid's chunk (Pixi and the fonts) loads with this page only.
    page: lazy(() => import('../../features/krisskross/krisskross-page.tsx')),
  },
];
