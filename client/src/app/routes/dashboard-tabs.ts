import type { DashboardTab } from './page-route.ts';

// The dashboards' tabs live apart from their route tables: the layouts show them at once, the tables load with
// their area.

/** The creator dashboard's tabs (spec 2), in the order they are shown. */
export const CREATOR_TABS: readonly DashboardTab[] = [
  { href: '/creator/dashboard', label: 'pages.dashboard' },
  { href: '/creator/games', label: 'pages.games' },
  { href: '/creator/rounds', label: 'pages.rounds' },
  { href: '/creator/playlists', label: 'pages.playlists' },
  { href: '/creator/gifts', label: 'pages.gifts' },
  { href: '/creator/settings', label: 'pages.settings' },
];

/** The admin dashboard's tabs (spec 2), in the order they are shown. */
export const ADMIN_TABS: readonly DashboardTab[] = [
  { href: '/admin/dashboard', label: 'pages.dashboard' },
  { href: '/admin/all-channels', label: 'pages.allChannels' },
  { href: '/admin/all-games', label: 'pages.allGames' },
  { href: '/admin/creator-requests', label: 'pages.creatorRequests' },
  { href: '/admin/recharge-hub', label: 'pages.rechargeHub' },
];
