import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../test/session-fixtures.ts';
import { AppRouter } from './router.tsx';

// Addresses that lead to nothing say so and lead on: an unknown game or channel, a bare waiting room.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The first test of a file loads the area's pages and text (and the query library retries once): slow on a busy
// machine, so these may take longer than the default five seconds.
const LOADS_PAGES = 20_000;

/** The server as it answers an id it does not know: 404 with its words, for every call. */
const unknown = () =>
  vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)));

describe('an unknown game or channel', () => {
  // The kriss-kross page says the same through the same notice (its grid needs a browser: tests/e2e covers it).
  it.each(['/game/mcq/no-such-game'])(
    '%s says the game could not be found, with a way home and no Retry',
    async (path) => {
      await renderApp(<AppRouter />, { path, user: guestPlayer, fetch: unknown() });

      const notice = await screen.findByTestId('not-found-notice', {}, { timeout: 15_000 });
      expect(notice.textContent).toContain('This game could not be found');
      expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
      expect(screen.getByRole('link', { name: 'Find a game to play' }).getAttribute('href')).toBe('/daily');
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    },
    LOADS_PAGES,
  );

  it.each(['/channel/no-such-channel', '/channel/no-such-channel/all', '/channel/no-such-channel/playlists'])(
    '%s says the channel could not be found, once, with a way home and no Retry',
    async (path) => {
      await renderApp(<AppRouter />, { path, user: guestPlayer, fetch: unknown() });

      expect((await screen.findByTestId('not-found-notice', {}, { timeout: 15_000 })).textContent).toContain('This channel could not be found');
      expect(screen.getAllByTestId('not-found-notice')).toHaveLength(1);
      expect(screen.queryByTestId('empty-state')).toBeNull();
      expect(screen.queryByText('This channel could not be loaded.')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    },
    LOADS_PAGES,
  );
});

describe('the way back from a game page', () => {
  it('goes home when the game was opened directly (nothing of the app before it)', async () => {
    const app = await renderApp(<AppRouter />, { path: '/game/mcq/no-such-game', user: guestPlayer, fetch: unknown() });

    fireEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 15_000 }));

    await waitFor(() => expect(app.location()).toBe('/home'));
  }, LOADS_PAGES);
});

describe('the waiting room without its parameters', () => {
  it('explains itself and leads to the rapid games instead of listing what the address lacks', async () => {
    await renderApp(<AppRouter />, { path: '/game/waitingroom', user: guestPlayer, fetch: unknown() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting room' })).toBeTruthy();
    expect(screen.getByText("The waiting room counts down to a live game's start.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the rapid games' }).getAttribute('href')).toBe('/rapid');
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByText('This address is missing something the page needs:')).toBeNull();
  });
});
