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
  { path: '/rewards', title: 'pages.rewards' },
  { path: '/rewards/score', title: 'pages.rewardsScore' },
  { path: '/rewards/gifts', title: 'pages.rewardsGifts' },
  { path: '/rewards/gifts/all', title: 'pages.rewardsGiftsAll' },
  { path: '/rewards/gifts/channel', title: 'pages.rewardsGiftsChannel' },
  { path: '/notifications', title: 'pages.notifications' },
  { path: '/profile', title: 'pages.profile' },
  {
    path: '/subscriptions',
    title: 'pages.subscriptions',
    search: subscriptionsSearchSchema,
    page: lazy(() => import('../../features/browse/subscriptions-page.tsx')),
  },
  { path: '/version', title: 'pages.version' },
];
