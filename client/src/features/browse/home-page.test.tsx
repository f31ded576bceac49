import { api } from '@plw/protocol/api';
import { HOME_SKELETON } from '@plw/shared/constants';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeServer, games, playlist, serverError, stubObservers } from '../../test/browse-test-kit.ts';
import HomePage from './home-page.tsx';

beforeEach(stubObservers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAYLISTS = api.allPlaylists.path;

describe('the home page', () => {
  it('shows 3 skeleton rows of 5 cards while the playlists load', async () => {
    const server = fakeServer({ [`GET ${PLAYLISTS}`]: () => new Promise<Response>(() => {}) });
    await renderApp(<HomePage />, { path: '/home', user: guestPlayer, fetch: server.fetch });
    const skeleton = screen.getByTestId('carousel-skeleton');
    expect(skeleton.querySelectorAll('.playlist')).toHaveLength(HOME_SKELETON.rows);
    expect(skeleton.querySelectorAll('.game-card--skeleton')).toHaveLength(HOME_SKELETON.rows * HOME_SKELETON.cards);
  });

  it('shows each playlist as a carousel with labelled buttons, skipping empty ones', async () => {
    const server = fakeServer({
      [`GET ${PLAYLISTS}`]: () =>
        jsonResponse({ playlists: [playlist('a', games(6)), playlist('b', []), playlist('c', games(2, 'c'))] }),
    });
    await renderApp(<HomePage />, { path: '/home', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findAllByTestId('playlist')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Playlist a' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous games in Playlist a' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next games in Playlist c' })).toBeTruthy();
    expect(screen.getAllByTestId('game-card')).toHaveLength(8);
  });

  it('shows the empty state when the playlists fail to load', async () => {
    const server = fakeServer({ [`GET ${PLAYLISTS}`]: serverError });
    await renderApp(<HomePage />, { path: '/home', user: guestPlayer, fetch: server.fetch });
    const state = await screen.findByTestId('empty-state', {}, { timeout: 4000 });
    expect(state.textContent).toContain('No playlists yet');
  });
});
