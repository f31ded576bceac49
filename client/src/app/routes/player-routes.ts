import { channelSignUpSearchSchema, gameFilterSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute } from './page-route.ts';

/** The about pages share one module; each route takes its own page from it. */
const infoPage = (name: 'AboutUsPage' | 'DisclaimerPage' | 'PrivacyPolicyPage' | 'TermsOfServicePage') =>
  lazy(() => import('../../features/info-pages/info-page.tsx').then((module) => ({ default: module[name] })));

// One page module serves every address under a channel's summary; it reads its tab from the address.
const channelSummaryPage = lazy(() => import('../../features/rewards/channel-summary-page.tsx'));

// The five play-circle lists are one page that reads its list from the path.
const circleListPage = lazy(() => import('../../features/browse/circle-list-page.tsx'));

/** The player area (spec 2): play circles, accounts, about pages and channels. Fixed paths come before `:channelId`. */
export const PLAYER_ROUTES: readonly PageRoute[] = [
  {
    path: '/daily',
    title: 'pages.dailyPuzzle',
    subtitle: 'pages.dailyPuzzleSubtitle',
    search: gameFilterSearchSchema,
    page: circleListPage,
  },
  {
    path: '/rapid',
    title: 'pages.dailyPuzzle',
    subtitle: 'pages.dailyPuzzleSubtitle',
    search: gameFilterSearchSchema,
    page: circleListPage,
  },
  { path: '/local-circle', title: 'pages.localCircle', search: gameFilterSearchSchema, page: circleListPage },
  { path: '/transit-games', title: 'pages.transitGames', search: gameFilterSearchSchema, page: circleListPage },
  {
    path: '/supporting-lessons',
    title: 'pages.supportingLessons',
    search: gameFilterSearchSchema,
    page: circleListPage,
  },
  {
    path: '/contact-us',
    title: 'pages.contactUs',
    page: lazy(() => import('../../features/info-pages/contact-page.tsx')),
  },
  {
    path: '/admin-signin',
    title: 'pages.adminSignIn',
    page: lazy(() => import('../../features/auth/admin-sign-in-page.tsx')),
  },
  {
    path: '/channel/signin',
    title: 'pages.creatorSignIn',
    page: lazy(() => import('../../features/auth/creator-sign-in-page.tsx')),
  },
  {
    path: '/channel/signup',
    title: 'pages.creatorSignUp',
    search: channelSignUpSearchSchema,
    page: lazy(() => import('../../features/channel-account/sign-up-page.tsx')),
  },
  {
    path: '/channel/request',
    title: 'pages.channelRequest',
    page: lazy(() => import('../../features/channel-request/channel-request-page.tsx')),
  },
  {
    path: '/channel/forgot-password',
    title: 'pages.forgotPassword',
    page: lazy(() => import('../../features/channel-account/forgot-password-page.tsx')),
  },
  {
    path: '/player/profile',
    title: 'pages.playerProfile',
    page: lazy(() => import('../../features/profile/profile-page.tsx')),
  },
  {
    path: '/player/change-password',
    title: 'pages.changePassword',
    page: lazy(() => import('../../features/profile/change-password-page.tsx')),
  },
  { path: '/about-us', title: 'pages.aboutUs', page: infoPage('AboutUsPage') },
  { path: '/disclaimer', title: 'pages.disclaimer', page: infoPage('DisclaimerPage') },
  { path: '/privacy-policy', title: 'pages.privacyPolicy', page: infoPage('PrivacyPolicyPage') },
  { path: '/terms-of-service', title: 'pages.termsOfService', page: infoPage('TermsOfServicePage') },
  {
    path: '/channel/:channelId',
    title: 'pages.channel',
    page: lazy(() => import('../../features/browse/channel-page.tsx')),
  },
  {
    path: '/channel/:channelId/all',
    title: 'pages.channelAllGames',
    search: gameFilterSearchSchema,
    page: lazy(() => import('../../features/browse/channel-games-page.tsx')),
  },
  {
    path: '/channel/:channelId/playlists',
    title: 'pages.channelPlaylists',
    page: lazy(() => import('../../features/browse/channel-playlists-page.tsx')),
  },
  { path: '/channel/:channelId/summary', title: 'pages.channelSummary', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/gifts', title: 'pages.gifts', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/score', title: 'pages.yourScore', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/score/summary', title: 'pages.scoreSummary', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/score/rapid', title: 'pages.rapidScores', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/score/daily', title: 'pages.dailyScores', page: channelSummaryPage },
  { path: '/channel/:channelId/summary/score/all', title: 'pages.allScores', page: channelSummaryPage },
];
