import { channelsSearchSchema, subscriptionsSearchSchema } from '@plw/shared/schemas/search-params';
import type { PageRoute } from './page-route.ts';

/** The app area (spec 2, "Root and app area"): a signed-in player's own pages. */
export const APP_ROUTES: readonly PageRoute[] = [
  { path: '/home', title: 'pages.home' },
  { path: '/home/categories', title: 'pages.categories' },
  { path: '/home/channels', title: 'pages.channels', search: channelsSearchSchema },
  { path: '/rewards', title: 'pages.rewards' },
  { path: '/rewards/score', title: 'pages.rewardsScore' },
  { path: '/rewards/gifts', title: 'pages.rewardsGifts' },
  { path: '/rewards/gifts/all', title: 'pages.rewardsGiftsAll' },
  { path: '/rewards/gifts/channel', title: 'pages.rewardsGiftsChannel' },
  { path: '/notifications', title: 'pages.notifications' },
  { path: '/profile', title: 'pages.profile' },
  { path: '/subscriptions', title: 'pages.subscriptions', search: subscriptionsSearchSchema },
  { path: '/version', title: 'pages.version' },
];
