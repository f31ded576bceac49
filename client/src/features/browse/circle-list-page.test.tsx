import { api } from '@plw/protocol/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeServer, game, games, page, serverError, stubObservers } from '../../test/browse-test-kit.ts';
import CircleListPage from './circle-list-page.tsx';

beforeEach(() => {
  stubObservers();
  // Every language, as a player who removed the default language chip; the first test checks the default itself.
  sessionStorage.setItem('plw.language-filter-cleared', '1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const DAILY = api.dailyPuzzles.path;

describe('a play-circle list', () => {
  it("opens on the player's language as a chip; removing it keeps every language for the session", async () => {
    sessionStorage.clear();
    const server = fakeServer({ [`GET ${DAILY}`]: () => jsonResponse(page(games(2))) });
    const app = await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    await waitFor(() => expect(app.location()).toBe('/daily?language=English'));
    await waitFor(() => expect(server.callsTo(DAILY).at(-1)?.query.get('language')).toBe('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    await waitFor(() => expect(app.location()).toBe('/daily'));
    expect(sessionStorage.getItem('plw.language-filter-cleared')).toBe('1');
    cleanup();
    const again = await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findAllByTestId('game-card')).toHaveLength(2);
    expect(again.location()).toBe('/daily');
  });

  it('adds a language filter as a chip kept in the address, and removing the chip drops it', async () => {
    const server = fakeServer({ [`GET ${DAILY}`]: () => jsonResponse(page(games(2))) });
    const app = await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findAllByTestId('game-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Puzzle' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Malayalam' }));

    await waitFor(() => expect(app.location()).toBe('/daily?language=Malayalam'));
    await waitFor(() => expect(server.callsTo(DAILY).at(-1)?.query.get('language')).toBe('Malayalam'));
    const remove = screen.getByRole('button', { name: 'Remove Malayalam' });
    fireEvent.click(remove);
    await waitFor(() => expect(app.location()).toBe('/daily'));
    expect(screen.queryByRole('button', { name: 'Remove Malayalam' })).toBeNull();
  });

  it('sends the circle flags of the address and moves to /rapid when Rapid is picked', async () => {
    const server = fakeServer({
      [`GET ${DAILY}`]: () => jsonResponse(page(games(1))),
      [`GET ${api.rapidRiddle.path}`]: () => jsonResponse(page([])),
    });
    const app = await renderApp(<CircleListPage />, {
      path: '/daily?transitgames=true',
      user: guestPlayer,
      fetch: server.fetch,
    });
    await screen.findAllByTestId('game-card');
    expect(server.callsTo(DAILY)[0]?.query.get('transitgames')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove Transit games' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rapid' }));
    await waitFor(() => expect(app.location()).toBe('/rapid?transitgames=true'));
  });

  it('puts the search in the address only once typing pauses for 500 ms', async () => {
    const server = fakeServer({ [`GET ${DAILY}`]: () => jsonResponse(page(games(1))) });
    const app = await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    await screen.findAllByTestId('game-card');
    vi.useFakeTimers();
    try {
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      fireEvent.change(box, { target: { value: 'cap' } });
      vi.advanceTimersByTime(300);
      fireEvent.change(box, { target: { value: 'capitals' } });
      vi.advanceTimersByTime(499);
      expect(app.location()).toBe('/daily');
      vi.advanceTimersByTime(1);
      expect(app.location()).toBe('/daily?search=capitals');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(server.callsTo(DAILY).at(-1)?.query.get('search')).toBe('capitals'));
    expect(server.callsTo(DAILY).some((call) => call.query.get('search') === 'cap')).toBe(false);
  });

  it('loads the next page with the cursor of the last one', async () => {
    const server = fakeServer({
      [`GET ${DAILY}`]: ({ query }) =>
        jsonResponse(query.get('cursor') === 'c2' ? page(games(2, 'second')) : page(games(3), 'c2')),
    });
    await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findAllByTestId('game-card')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(5));
    expect(server.callsTo(DAILY).map((call) => call.query.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state for an empty list, and for a list that failed with a retry', async () => {
    const empty = fakeServer({ [`GET ${api.transitGames.path}`]: () => jsonResponse(page([])) });
    await renderApp(<CircleListPage />, { path: '/transit-games', user: guestPlayer, fetch: empty.fetch });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No games found');
    cleanup();

    const failing = fakeServer({ [`GET ${api.localCircleGames.path}`]: serverError });
    await renderApp(<CircleListPage />, { path: '/local-circle', user: guestPlayer, fetch: failing.fetch });
    const state = await screen.findByTestId('empty-state', {}, { timeout: 4000 });
    expect(state.dataset.failed).toBe('true');
    expect(state.textContent).toContain('The list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("lists rapid rounds live first, then upcoming, on the server's clock, and leads to the waiting room", async () => {
    // The server's clock is an hour ahead of this device's: the countdowns read the server's.
    const ahead = 3_600_000;
    const serverNow = () => Date.now() + ahead;
    const at = (ms: number) => new Date(serverNow() + ms).toISOString();
    const start = at(5 * 60_000);
    const upcoming = game({
      game_id: 'r1',
      mode: 'RAPID',
      publishing_time: start,
      game_name: 'Upcoming round',
      game_configuration: { game_duration: 120 },
    });
    const running = game({
      game_id: 'r2',
      mode: 'RAPID_THEN_DAILY',
      publishing_time: at(-60_000),
      game_name: 'Running round',
      game_configuration: { game_duration: 600 },
    });
    const ended = game({
      game_id: 'r3',
      mode: 'RAPID',
      publishing_time: at(-10 * 60_000),
      game_name: 'Ended round',
      game_configuration: { game_duration: 60 },
    });
    const server = fakeServer({
      [`GET ${api.rapidRiddle.path}`]: () => jsonResponse(page([upcoming, ended, running])),
      [`GET ${api.health.path}`]: () =>
        jsonResponse({ status: 'ok', version: 'test', time: new Date(serverNow()).toISOString() }),
    });
    await renderApp(<CircleListPage />, { path: '/rapid', user: guestPlayer, fetch: server.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rapid' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('rapid-round').map((card) => card.dataset.phase)).toEqual([
      'running',
      'upcoming',
    ]));
    const [live, next] = screen.getAllByTestId('rapid-round');
    expect(live?.textContent).toContain('Running round');
    expect(live?.textContent).toContain('Live now');
    expect(next?.textContent).toContain('Upcoming round');
    await waitFor(() => expect(screen.getAllByTestId('round-countdown').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^Ends in 00:0[89]:\d\d$/),
      expect.stringMatching(/^Starts in 00:0[45]:\d\d$/),
    ]), { timeout: 3000 });
    expect(screen.queryByText('Ended round')).toBeNull();
    expect(next?.getAttribute('href')).toBe(
      `/game/waitingroom?${new URLSearchParams({ redirect: '/game/mcq/r1', time: start }).toString()}`,
    );
  });

  it('says when no round is live or coming, with ways on: the daily puzzles, every language, a code', async () => {
    sessionStorage.clear();
    const server = fakeServer({ [`GET ${api.rapidRiddle.path}`]: () => jsonResponse(page([])) });
    await renderApp(<CircleListPage />, { path: '/rapid', user: guestPlayer, fetch: server.fetch });

    expect(await screen.findByText('No live rounds right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Play today's puzzles" }).getAttribute('href')).toBe('/daily');
    expect(screen.getByRole('link', { name: 'Show all languages' }).getAttribute('href')).toBe('/rapid');
    expect(screen.getByRole('link', { name: 'Join with a code' }).getAttribute('href')).toBe('/join');
  });
});
