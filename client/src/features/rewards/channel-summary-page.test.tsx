import type { GiftAward, PlayRecord } from '@plw/protocol/rest/player';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { summaryViewOf } from './channel-summary-page.tsx';

// The pages load lazily; loaded once here, a test's first look does not wait on the transform.
beforeAll(async () => {
  await Promise.all([import('./channel-summary-page.tsx')]);
});

afterEach(cleanup);

const channelRef = { channel_id: 'ch-1', channel_name: 'Word Wizards', channel_dp: null };
const score = { total_score: 42, rapid_score: 30, daily_score: 12, games_played: 5, channel_rank: 3, best_rank: 1 };
const play: PlayRecord = {
  play_id: 'pl-1',
  kind: 'RAPID',
  game: { game_id: 'g-1', game_name: 'Evening Rapid', type: 'Mcq', mode: 'RAPID' },
  score: 9,
  correct_count: 4,
  rank: 2,
  finished_at: '2026-03-01T18:00:00.000Z',
};
const award: GiftAward = {
  award_id: 'aw-1',
  gift: {
    gift_id: 'gf-1',
    name: 'Book voucher',
    description: 'A voucher',
    value: 500,
    winner_ranks: 3,
    image: null,
    game: null,
  },
  channel: channelRef,
  rank: 1,
  status: 'AWARDED',
  awarded_at: '2026-03-02T10:00:00.000Z',
};

/** A fake server: answers by method and path, 500 for a path mapped to 'fail', 404 for the rest. */
function fakeServer(routes: Record<string, unknown>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (body === 'fail') return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    if (body === undefined) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    return jsonResponse(body);
  });
}

const summaryRoutes = {
  'GET /api/channel/ch-1/summary': {
    channel: {
      ...channelRef,
      channel_description: 'Puzzles',
      subscribers: 10,
      games: 4,
      subscribed: true,
    },
    score,
    gifts: 1,
  },
  'GET /api/channel/ch-1/summary/score/summary': { score },
  'GET /api/channel/ch-1/summary/score/rapid': { plays: [play] },
  'GET /api/channel/ch-1/summary/score/daily': { plays: [] },
  'GET /api/channel/ch-1/summary/score/all': { plays: [play] },
  'GET /api/channel/ch-1/gifts': { offered: [award.gift], won: [award] },
};

function tab(name: string, navigation: string) {
  return within(screen.getByRole('navigation', { name: navigation })).getByRole('link', { name });
}

describe('summaryViewOf', () => {
  it.each([
    ['/channel/c/summary', { tab: 'score', view: 'summary' }],
    ['/channel/c/summary/score', { tab: 'score', view: 'summary' }],
    ['/channel/c/summary/score/rapid', { tab: 'score', view: 'rapid' }],
    ['/channel/c/summary/score/all/', { tab: 'score', view: 'all' }],
    ['/channel/c/summary/gifts', { tab: 'gifts' }],
  ])('reads %s', (path, view) => {
    expect(summaryViewOf(path, '/channel/c/summary')).toEqual(view);
  });
});

describe('channel summary', () => {
  it('opens on "Your Score" with the score summary, both tabs real links', async () => {
    await renderApp(<AppRouter />, { path: '/channel/ch-1/summary', user: guestPlayer, fetch: fakeServer(summaryRoutes) });

    expect(await screen.findByText('Place in channel')).toBeTruthy();
    expect(tab('Your Score', 'Summary sections').getAttribute('aria-current')).toBe('page');
    expect(tab('Your Score', 'Summary sections').getAttribute('href')).toBe('/channel/ch-1/summary/score');
    expect(tab('Gifts', 'Summary sections').getAttribute('aria-current')).toBeNull();
    expect(tab('Summary', 'Score sections').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: /Word Wizards/ })).toBeTruthy();
    expect(screen.getByText('#3')).toBeTruthy();
  });

  it('switches to the rapid plays, then to the gifts tab', async () => {
    const app = await renderApp(<AppRouter />, {
      path: '/channel/ch-1/summary/score',
      user: guestPlayer,
      fetch: fakeServer(summaryRoutes),
    });
    await screen.findByText('Place in channel');

    fireEvent.click(tab('Rapid', 'Score sections'));
    expect(await screen.findByText('Evening Rapid')).toBeTruthy();
    expect(app.location()).toBe('/channel/ch-1/summary/score/rapid');
    expect(tab('Rapid', 'Score sections').getAttribute('aria-current')).toBe('page');

    fireEvent.click(tab('Daily', 'Score sections'));
    expect(await screen.findByText('No games played here yet.')).toBeTruthy();

    fireEvent.click(tab('Gifts', 'Summary sections'));
    await waitFor(() => expect(app.location()).toBe('/channel/ch-1/summary/gifts'));
    expect(await screen.findByRole('heading', { name: 'Gifts you won' })).toBeTruthy();
    expect(screen.getAllByText('Book voucher')).toHaveLength(2);
    expect(tab('Gifts', 'Summary sections').getAttribute('aria-current')).toBe('page');
    expect(tab('Your Score', 'Summary sections').getAttribute('aria-current')).toBeNull();
  });

  it('shows empty lists when the channel cannot be loaded, never a crash', async () => {
    const fetch = fakeServer({});
    await renderApp(<AppRouter />, { path: '/channel/ch-1/summary/gifts', user: guestPlayer, fetch });

    expect(await screen.findByText('You have not won a gift here yet.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('This channel offers no gifts right now.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Summary' })).toBeTruthy();
    expect(await screen.findByText('This channel could not be loaded.', {}, { timeout: 4000 })).toBeTruthy();
  });
});
