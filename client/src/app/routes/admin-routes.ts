import { gameFilterSearchSchema, gameLanguageSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';
import { TYPE_ADMIN_ROUTES } from './question-type-routes.ts';

/** The admin area (spec 2). `/admin` itself opens the dashboard tab. */
export const ADMIN_ROUTES: readonly PageRoute[] = [
  {
    path: '/admin/dashboard',
    title: 'pages.dashboard',
    // The live-rounds panel, its socket and the server's health load with this page only.
    page: lazy(() => import('../../features/watch/admin-dashboard-page.tsx')),
  },
  {
    path: '/admin/all-channels',
    title: 'pages.allChannels',
    page: lazy(() => import('../../features/admin-catalog/all-channels-page.tsx')),
  },
  {
    path: '/admin/all-games',
    title: 'pages.allGames',
    page: lazy(() => import('../../features/admin-catalog/all-games-page.tsx')),
  },
  {
    path: '/admin/creator-requests',
    title: 'pages.creatorRequests',
    page: lazy(() => import('../../features/creator-requests/creator-requests-page.tsx')),
  },
  {
    path: '/admin/recharge-hub',
    title: 'pages.rechargeHub',
    page: lazy(() => import('../../features/gifts/recharge-hub-page.tsx')),
  },
  {
    path: '/admin/games-verify',
    title: 'pages.gamesVerify',
    search: gameLanguageSearchSchema,
    page: lazy(() => import('../../features/review/games-verify-page.tsx')),
  },
  ...TYPE_ADMIN_ROUTES,
  {
    path: '/admin/:channelId/channel',
    title: 'pages.channelGames',
    search: gameFilterSearchSchema,
    page: lazy(() => import('../../features/admin-catalog/channel-games-page.tsx')),
  },
];
