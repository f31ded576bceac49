import { cleanup, screen, waitFor } from '@testing-library/react';
import { api } from '@plw/protocol/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startupStatusAtom } from '../lib/session/auth-state.ts';
import { en as player } from '../i18n/locales/player/en.ts';
import { renderApp } from '../test/render-app.tsx';
import { admin, creator, guestPlayer, jsonResponse } from '../test/session-fixtures.ts';
import { AreaGuard } from './area-guard.tsx';
import { AppRouter } from './router.tsx';

afterEach(cleanup);

describe('routes and guards', () => {
  it('opens /home from /', async () => {
    const app = await renderApp(<AppRouter />, { path: '/', user: guestPlayer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(app.location()).toBe('/home');
  });

  it('shows a guest player in the header of the player layout', async () => {
    await renderApp(<AppRouter />, { path: '/home', user: guestPlayer });

    expect(screen.getByTestId('current-user').textContent).toContain('Guest');
    expect(screen.getByRole('link', { name: /Play, Learn and Win/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('sends a player opening the admin dashboard to /home, carrying the address they asked for', async () => {
    const app = await renderApp(<AppRouter />, { path: '/admin/dashboard', user: guestPlayer });

    await waitFor(() => expect(app.location()).toBe('/home?redirect=%2Fadmin%2Fdashboard'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('sends a creator opening a game to the creator area, carrying the address with its search', async () => {
    const app = await renderApp(<AreaGuard area="game">game</AreaGuard>, { path: '/game/mcq/g1?x=1', user: creator });

    await waitFor(() => expect(app.location()).toBe('/creator?redirect=%2Fgame%2Fmcq%2Fg1%3Fx%3D1'));
    expect(screen.queryByText('game')).toBeNull();
  });

  it('sends an admin opening a player page on to the admin dashboard', async () => {
    const app = await renderApp(<AppRouter />, { path: '/daily', user: admin });

    await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('sends a player opening the creator area to the creator sign-in', async () => {
    const app = await renderApp(<AppRouter />, { path: '/creator/games', user: guestPlayer });

    await waitFor(() => expect(app.location()).toBe('/channel/signin?redirect=%2Fcreator%2Fgames'));
  });

  it('shows "User not found" in the app area when nobody is signed in', async () => {
    const app = await renderApp(<AppRouter />, { path: '/profile' });
    app.context.store.set(startupStatusAtom, 'ready');

    expect((await screen.findByRole('alert')).textContent).toBe('User not found');
  });

  it('shows the admin dashboard with its tabs and a Log out button', async () => {
    await renderApp(<AppRouter />, { path: '/admin/dashboard', user: admin });

    const tabs = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const labels = Array.from(tabs.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'All channels', 'All games', 'Creator requests', 'Recharge hub']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the admin how many games wait for review, beside the dashboard, leading to them', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((input) =>
      Promise.resolve(String(input).endsWith(api.pendingReviewCount.path)
        ? jsonResponse({ pending: 3 })
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)));
    await renderApp(<AppRouter />, { path: '/admin/dashboard', user: admin, fetch });

    const toReview = await screen.findByRole('link', { name: 'To review (3)' });
    expect(toReview.getAttribute('href')).toBe('/admin/all-games?tab=review');
    const tabs = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(Array.from(tabs.querySelectorAll('a')).map((link) => link.textContent).slice(0, 3)).toEqual([
      'Dashboard',
      'To review (3)',
      'All channels',
    ]);
  });

  it('shows the creator dashboard tabs', async () => {
    await renderApp(<AppRouter />, { path: '/creator', user: creator });

    const tabs = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    const labels = Array.from(tabs.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Games', 'Rounds', 'Playlists', 'Gifts', 'Settings']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it.each(['/admin/games-verify?gameIds=g1', '/admin/games-verify', '/admin/games/mcq', '/admin/games/krisskross'])(
    'checks search params: %s says the link is incomplete, in words, with the way to the games to review',
    async (path) => {
      await renderApp(<AppRouter />, { path, user: admin });

      expect(await screen.findByTestId('incomplete-address')).toBeTruthy();
      expect(screen.getByTestId('incomplete-address').textContent).toContain('This link is incomplete');
      expect(screen.getByRole('link', { name: 'Go to games to review' }).getAttribute('href')).toBe('/admin/all-games');
      expect(document.body.textContent).not.toMatch(/gameLanguage|gameIds|Invalid input|expected/);
    },
  );

  it.each([
    '/creator/game/release-game',
    '/creator/game/mcq/add-question',
    '/creator/game/mcq/play-demo',
    '/creator/game/mcq/play-game',
    '/creator/game/krisskross/add-question',
    '/creator/game/krisskross/play-demo',
    '/creator/game/krisskross/play-game?gameIds=g1',
  ])('checks search params: %s says the link is incomplete, with the way to the creator\'s games', async (path) => {
    await renderApp(<AppRouter />, { path, user: creator });

    expect((await screen.findByTestId('incomplete-address')).textContent).toContain('This link is incomplete');
    expect(screen.getByRole('link', { name: 'Go to your games' }).getAttribute('href')).toBe('/creator/games');
    expect(document.body.textContent).not.toMatch(/gameLanguage|gameIds|Invalid input|expected/);
  });

  it('renders the page once its search params are complete', async () => {
    await renderApp(<AppRouter />, { path: '/admin/games-verify?gameIds=g1&gameLanguage=Tamil', user: admin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify game' })).toBeTruthy();
    expect(screen.queryByText('gameLanguage is required')).toBeNull();
  });

  it('gives daily its Daily Puzzle header and rapid its own', async () => {
    await renderApp(<AppRouter />, { path: '/rapid', user: guestPlayer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapid' })).toBeTruthy();
    expect(screen.getByText('Live rounds now and starting soon')).toBeTruthy();
    cleanup();

    await renderApp(<AppRouter />, { path: '/daily', user: guestPlayer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Puzzle' })).toBeTruthy();
    expect(screen.getByText('Play daily to explore more exciting games')).toBeTruthy();
  });

  it('shows a page with the words of its text section, loaded by its route', async () => {
    await renderApp(<AppRouter />, { path: '/about-us', user: guestPlayer, allTexts: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText(player.infoPages.aboutUs.intro)).toBeTruthy();
  });

  it('says "Page not found" for an unknown address', async () => {
    await renderApp(<AppRouter />, { path: '/no/such/page', user: guestPlayer });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Are you sure this is the page you are looking for?')).toBeTruthy();
  });
});
