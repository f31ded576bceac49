import { gameEditorSearchSchema, releaseGameSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';
import { TYPE_CREATOR_ROUTES } from './question-type-routes.ts';

/** The creator area (spec 2). `/creator` itself opens the dashboard tab. */
export const CREATOR_ROUTES: readonly PageRoute[] = [
  {
    path: '/creator/dashboard',
    title: 'pages.dashboard',
    // The figures, the live-rounds panel and its socket load with this page only.
    page: lazy(() => import('../pages/creator-dashboard-page.tsx')),
  },
  { path: '/creator/games', title: 'pages.games', page: lazy(() => import('../../features/studio/games-page.tsx')) },
  { path: '/creator/rounds', title: 'pages.rounds', page: lazy(() => import('../../features/rounds/rounds-page.tsx')) },
  {
    path: '/creator/rounds/:id',
    title: 'pages.roundResults',
    page: lazy(() => import('../../features/rounds/round-results-page.tsx')),
  },
  {
    path: '/creator/playlists',
    title: 'pages.playlists',
    page: lazy(() => import('../../features/studio/playlists-page.tsx')),
  },
  { path: '/creator/gifts', title: 'pages.gifts', page: lazy(() => import('../../features/studio/gifts-page.tsx')) },
  {
    path: '/creator/gifts/recharge',
    title: 'pages.recharge',
    page: lazy(() => import('../../features/gifts/recharge-page.tsx')),
  },
  {
    path: '/creator/settings',
    title: 'pages.settings',
    page: lazy(() => import('../../features/studio/settings-page.tsx')),
  },
  {
    path: '/creator/game/new',
    title: 'pages.newGame',
    search: gameEditorSearchSchema,
    page: lazy(() => import('../../features/studio/game-editor-page.tsx')),
  },
  {
    path: '/creator/game/release-game',
    title: 'pages.releaseGame',
    search: releaseGameSearchSchema,
    page: lazy(() => import('../../features/release/release-page.tsx')),
  },
  ...TYPE_CREATOR_ROUTES,
];
