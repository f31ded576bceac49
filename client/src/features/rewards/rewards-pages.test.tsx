import type { GiftAward } from '@plw/protocol/rest/player';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { groupByChannel } from './gifts-by-channel-page.tsx';

// The pages load lazily; loaded once here, a test's first look does not wait on the transform.
beforeAll(async () => {
  await Promise.all([import('./rewards-page.tsx'), import('./score-page.tsx'), import('./gifts-all-page.tsx'), import('./gifts-by-channel-page.tsx')]);
});

afterEach(cleanup);

const wizards = { channel_id: 'ch-1', channel_name: 'Word Wizards', channel_dp: null };
const quizzers = { channel_id: 'ch-2', channel_name: 'Quiz Hub', channel_dp: null };

function awardOf(id: string, channel: typeof wizards, name: string): GiftAward {
  return {
    award_id: id,
    gift: { gift_id: `g-${id}`, name, description: '', value: 100, winner_ranks: 1, image: null, game: null },
    channel,
    rank: 1,
    status: 'CLAIMED',
    awarded_at: '2026-03-02T10:00:00.000Z',
  };
}

const awards = [awardOf('a1', wizards, 'Pen'), awardOf('a2', quizzers, 'Mug'), awardOf('a3', wizards, 'Book')];

function fakeServer(routes: Record<string, unknown>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = routes[`${init?.method ?? 'GET'} ${url.pathname}${url.search}`];
    if (body === undefined) return jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    return jsonResponse(body);
  });
}

describe('rewards', () => {
  it('adds up the points of every channel and the gifts on /rewards, Overview being the current tab', async () => {
    const fetch = fakeServer({
      'GET /api/channel/scores': {
        scores: [
          { channel: wizards, total_score: 1200.5, rapid_score: 1000, daily_score: 200.5, games_played: 7 },
          { channel: quizzers, total_score: 300, rapid_score: 0, daily_score: 300, games_played: 2 },
        ],
      },
      'GET /api/player/giftsummary': { total_gifts: 3, total_value: 300, channels: [] },
    });
    await renderApp(<AppRouter />, { path: '/rewards', user: guestPlayer, fetch });

    // Points show whole: 1,500.5 stored reads 1,501.
    expect(await screen.findByText('1,501')).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Rewards sections' });
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Score' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists points per channel on /rewards/score, each leading to its channel summary', async () => {
    const fetch = fakeServer({
      'GET /api/channel/scores': {
        scores: [{ channel: wizards, total_score: 42, rapid_score: 40, daily_score: 2, games_played: 3 }],
      },
    });
    await renderApp(<AppRouter />, { path: '/rewards/score', user: guestPlayer, fetch });

    const row = (await screen.findByText('Word Wizards')).closest('a');
    expect(row?.getAttribute('href')).toBe('/channel/ch-1/summary/score');
    expect(row?.textContent).toContain('42');
  });

  it('shows the empty state when the scores fail to load', async () => {
    await renderApp(<AppRouter />, { path: '/rewards/score', user: guestPlayer, fetch: fakeServer({}) });

    expect(await screen.findByText('No scores yet. Play a game to earn points.', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('groups the gifts by channel, and narrows to one channel with ?channel_id', async () => {
    const fetch = fakeServer({
      'GET /api/player/gifts': { gifts: awards },
      'GET /api/player/gifts?channel_id=ch-2': { gifts: [awards[1]] },
    });
    await renderApp(<AppRouter />, { path: '/rewards/gifts/channel', user: guestPlayer, fetch });

    const groups = await screen.findAllByRole('heading', { level: 2, name: /^Gifts from/ });
    expect(groups.map((heading) => heading.querySelector('[dir="auto"]')?.textContent)).toEqual([
      'Gifts from Word Wizards',
      'Gifts from Quiz Hub',
    ]);
    cleanup();

    await renderApp(<AppRouter />, { path: '/rewards/gifts/channel?channel_id=ch-2', user: guestPlayer, fetch });
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(screen.queryByText('Pen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show every channel' })).toBeTruthy();
  });

  it('keeps the order of the newest award when grouping', () => {
    expect(groupByChannel(awards).map((group) => group.awards.map((award) => award.gift.name))).toEqual([
      ['Pen', 'Book'],
      ['Mug'],
    ]);
  });

  it('lists every gift on /rewards/gifts/all', async () => {
    const fetch = fakeServer({ 'GET /api/player/gifts': { gifts: awards } });
    await renderApp(<AppRouter />, { path: '/rewards/gifts/all', user: guestPlayer, fetch });

    expect(await screen.findByText('Book')).toBeTruthy();
    expect(screen.getAllByText('Claimed')).toHaveLength(3);
    const sections = screen.getByRole('navigation', { name: 'Gift sections' });
    expect(within(sections).getByRole('link', { name: 'All gifts' }).getAttribute('aria-current')).toBe('page');
  });
});
