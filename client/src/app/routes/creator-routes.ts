import {
  gameEditorSearchSchema,
  gameLanguageSearchSchema,
  releaseGameSearchSchema,
} from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { DashboardTab, PageRoute } from './page-route.ts';

/** The creator dashboard's tabs (spec 2), in the order they are shown. */
export const CREATOR_TABS: readonly DashboardTab[] = [
  { href: '/creator/dashboard', label: 'pages.dashboard' },
  { href: '/creator/games', label: 'pages.games' },
  { href: '/creator/playlists', label: 'pages.playlists' },
  { href: '/creator/gifts', label: 'pages.gifts' },
  { href: '/creator/settings', label: 'pages.settings' },
];

/** The creator area (spec 2). `/creator` itself opens the dashboard tab. */
export const CREATOR_ROUTES: readonly PageRoute[] = [
  {
    path: '/creator/dashboard',
    title: 'pages.dashboard',
    // The live-rounds panel and its socket load with this page only.
    page: lazy(() => import('../../features/watch/creator-dashboard-page.tsx')),
  },
  { path: '/creator/games', title: 'pages.games' },
  { path: '/creator/playlists', title: 'pages.playlists' },
  { path: '/creator/gifts', title: 'pages.gifts' },
  { path: '/creator/gifts/recharge', title: 'pages.recharge' },
  { path: '/creator/settings', title: 'pages.settings' },
  { path: '/creator/game/new', title: 'pages.newGame', search: gameEditorSearchSchema },
  { path: '/creator/game/release-game', title: 'pages.releaseGame', search: releaseGameSearchSchema },
  { path: '/creator/game/mcq/add-question', title: 'pages.mcqAddQuestion', search: gameEditorSearchSchema },
  { path: '/creator/game/mcq/play-demo', title: 'pages.mcqPlayDemo', search: gameEditorSearchSchema },
  { path: '/creator/game/mcq/play-game', title: 'pages.mcqPlayGame', search: gameLanguageSearchSchema },
  {
    path: '/creator/game/krisskross/add-question',
    title: 'pages.krissKrossAddQuestion',
    search: gameEditorSearchSchema,
  },
  { path: '/creator/game/krisskross/play-demo', title: 'pages.krissKrossPlayDemo', search: gameEditorSearchSchema },
  { path: '/creator/game/krisskross/play-game', title: 'pages.krissKrossPlayGame', search: gameLanguageSearchSchema },
];
