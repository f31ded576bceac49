import { channelsSearchSchema, subscriptionsSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';

/** The app area (spec 2, "Root and app area"): a signed-in player's own pages. */
export const APP_ROUTES: readonly PageRoute[] = [
  { path: '/home', title: 'pages.home', page: lazy(() => import('../../features/browse/home-page.tsx')) },
  {
    path: '/home/categories',
    title: 'pages.categories',
    page: lazy(() => import('../../features/browse/categories-page.tsx')),
  },
  {
    path: '/home/channels',
    title: 'pages.channels',
    search: channelsSearchSchema,
    page: lazy(() => import('../../features/browse/channels-page.tsx')),
  },
  {
    path: '/rewards',
    title: 'pages.rewards',
    texts: ['player'],
    page: lazy(() => import('../../features/rewards/rewards-page.tsx')),
  },
  {
    path: '/rewards/score',
    title: 'pages.rewardsScore',
    texts: ['player'],
    page: lazy(() => import('../../features/rewards/score-page.tsx')),
  },
  {
    path: '/rewards/gifts',
    title: 'pages.rewardsGifts',
    texts: ['player'],
    page: lazy(() => import('../../features/rewards/gifts-page.tsx')),
  },
  {
    path: '/rewards/gifts/all',
    title: 'pages.rewardsGiftsAll',
    texts: ['player'],
    page: lazy(() => import('../../features/rewards/gifts-all-page.tsx')),
  },
  {
    path: '/rewards/gifts/channel',
    title: 'pages.rewardsGiftsChannel',
    texts: ['player'],
    page: lazy(() => import('../../features/rewards/gifts-by-channel-page.tsx')),
  },
  {
    path: '/notifications',
    title: 'pages.notifications',
    page: lazy(() => import('../../features/notifications/notifications-page.tsx')),
  },
  {
    path: '/profile',
    title: 'pages.profile',
    texts: ['player'],
    page: lazy(() => import('../../features/profile/profile-page.tsx')),
  },
  {
    path: '/subscriptions',
    title: 'pages.subscriptions',
    search: subscriptionsSearchSchema,
    page: lazy(() => import('../../features/browse/subscriptions-page.tsx')),
  },
  {
    path: '/version',
    title: 'pages.version',
    texts: ['player'],
    page: lazy(() => import('../../features/info-pages/version-page.tsx')),
  },
];
