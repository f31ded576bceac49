import { channelSignUpSearchSchema, gameFilterSearchSchema } from '@plw/shared/schemas/search-params';
import { lazy } from 'react';
import type { PageRoute, PageTitleKey } from './page-route.ts';

/** The about pages share one module; each route takes its own page from it. */
const infoPage = (name: 'AboutUsPage' | 'DisclaimerPage' | 'PrivacyPolicyPage' | 'TermsOfServicePage') =>
  lazy(() => import('../../features/info-pages/info-page.tsx').then((module) => ({ default: module[name] })));

// One page module serves every address under a channel's summary; it reads its tab from the address.
const channelSummaryPage = lazy(() => import('../../features/rewards/channel-summary-page.tsx'));
const channelSummary = (path: string, title: PageTitleKey): PageRoute =>
  ({ path, title, texts: ['player'], page: channelSummaryPage });

// The five play-circle lists are one page that reads its list from the path.
const circleListPage = lazy(() => import('../../features/browse/circle-list-page.tsx'));

// /join and /join/{code} are one page; the second looks its code up at once.
const joinPage = lazy(() => import('../../features/join/join-page.tsx'));

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
    title: 'pages.rapid',
    subtitle: 'pages.rapidSubtitle',
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
    texts: ['player'],
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
    texts: ['player'],
    page: lazy(() => import('../../features/channel-account/sign-up-page.tsx')),
  },
  {
    path: '/channel/request',
    title: 'pages.channelRequest',
    texts: ['player'],
    page: lazy(() => import('../../features/channel-request/channel-request-page.tsx')),
  },
  {
    path: '/channel/forgot-password',
    title: 'pages.forgotPassword',
    texts: ['player'],
    page: lazy(() => import('../../features/channel-account/forgot-password-page.tsx')),
  },
  {
    path: '/player/profile',
    title: 'pages.playerProfile',
    texts: ['player'],
    page: lazy(() => import('../../features/profile/profile-page.tsx')),
  },
  {
    path: '/player/change-password',
    title: 'pages.changePassword',
    texts: ['player'],
    page: lazy(() => import('../../features/profile/change-password-page.tsx')),
  },
  // Hosted rounds: a code from the host's big screen, then the round's lobby. Guests may open both.
  { path: '/join', title: 'pages.joinGame', texts: ['player'], page: joinPage },
  { path: '/join/:code', title: 'pages.joinGame', texts: ['player'], page: joinPage },
  {
    path: '/round/:roundId',
    title: 'pages.roundLobby',
    // The lobby says so when its live connection drops, in the live round's words.
    texts: ['player', 'game'],
    page: lazy(() => import('../../features/join/round-lobby-page.tsx')),
  },
  { path: '/about-us', title: 'pages.aboutUs', texts: ['player'], page: infoPage('AboutUsPage') },
  { path: '/disclaimer', title: 'pages.disclaimer', texts: ['player'], page: infoPage('DisclaimerPage') },
  { path: '/privacy-policy', title: 'pages.privacyPolicy', texts: ['player'], page: infoPage('PrivacyPolicyPage') },
  { path: '/terms-of-service', title: 'pages.termsOfService', texts: ['player'], page: infoPage('TermsOfServicePage') },
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
  channelSummary('/channel/:channelId/summary', 'pages.channelSummary'),
  channelSummary('/channel/:channelId/summary/gifts', 'pages.gifts'),
  channelSummary('/channel/:channelId/summary/score', 'pages.yourScore'),
  channelSummary('/channel/:channelId/summary/score/summary', 'pages.scoreSummary'),
  channelSummary('/channel/:channelId/summary/score/rapid', 'pages.rapidScores'),
  channelSummary('/channel/:channelId/summary/score/daily', 'pages.dailyScores'),
  channelSummary('/channel/:channelId/summary/score/all', 'pages.allScores'),
];
