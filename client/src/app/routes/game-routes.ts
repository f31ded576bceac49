import { waitingRoomSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';
import { WaitingRoomExplained } from '../../features/waiting-room/waiting-room-explained.tsx';
import { TYPE_GAME_ROUTES } from './question-type-routes.ts';

/**
 * The game area (spec 2): the waiting room, then each question type's play pages (question-type-routes.ts), each
 * page in its own chunk.
 */
export const GAME_ROUTES: readonly PageRoute[] = [
  {
    path: '/game/waitingroom',
    title: 'pages.waitingRoom',
    search: waitingRoomSearchSchema,
    withoutSearch: WaitingRoomExplained,
    page: lazy(() => import('../../features/waiting-room/waiting-room-page.tsx')),
  },
  ...TYPE_GAME_ROUTES,
];
