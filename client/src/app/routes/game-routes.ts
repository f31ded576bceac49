import { leaderboardSearchSchema, waitingRoomSearchSchema } from '@plw/shared/schemas/search-params';
import type { PageRoute } from './page-route.ts';

/** The game area (spec 2): waiting room, multiple-choice and kriss-kross play. */
export const GAME_ROUTES: readonly PageRoute[] = [
  { path: '/game/waitingroom', title: 'pages.waitingRoom', search: waitingRoomSearchSchema },
  { path: '/game/mcq/:gameId', title: 'pages.mcqGame' },
  { path: '/game/mcq/:gameId/leaderboard', title: 'pages.leaderboard' },
  { path: '/game/mcq/:gameId/game-over', title: 'pages.gameOver' },
  { path: '/game/mcq/:gameId/answers', title: 'pages.answers' },
  { path: '/game/krisskross/leaderboard', title: 'pages.leaderboard', search: leaderboardSearchSchema },
  { path: '/game/krisskross/:gameId', title: 'pages.krissKrossGame' },
];
