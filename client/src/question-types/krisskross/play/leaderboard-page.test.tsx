import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';

afterEach(cleanup);

const entry = (rank: number, name: string, score: number, time_ms: number) => ({
  rank,
  player_id: `p-${name}`,
  name,
  score,
  time_ms,
});

function serverWith(board: unknown, game?: GameSummary) {
  return vi.fn<typeof fetch>(async (url) => {
    if (String(url).startsWith(api.leaderboard.path)) return jsonResponse(board);
    if (game && String(url).startsWith(api.krissKrossDetails.path)) return jsonResponse({ game });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

const duringRound = { error: { code: 'CONFLICT', message: 'The leaderboard opens when the live round ends' } };

const rows = () =>
  screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('kriss-kross leaderboard', () => {
  it('lists ranks, names, points and time, and marks the reader\'s line', async () => {
    const fetch = serverWith({ leaderboard: [entry(1, 'Asha', 40, 61_000), entry(2, 'Ben', 35, 75_000)], me: entry(2, 'Ben', 35, 75_000) });
    await renderApp(<AppRouter />, { path: '/game/krisskross/leaderboard?type=DAILY&game=g1', user: guestPlayer, fetch });

    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['1', 'Asha', '40', '1:01'],
      ['2', 'BenYou', '35', '1:15'],
    ]);
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${api.leaderboard.path}?type=DAILY&game_id=g1`);
  });

  it('shows the reader\'s own line after the top of the board when it is not in it', async () => {
    const fetch = serverWith({ leaderboard: [entry(1, 'Asha', 40, 61_000)], me: entry(57, 'Ben', 5, 300_000) });
    await renderApp(<AppRouter />, { path: '/game/krisskross/leaderboard?type=DAILY&game=g1', user: guestPlayer, fetch });

    await screen.findByRole('table');
    expect(screen.getByRole('rowheader', { name: 'Your place' })).toBeTruthy();
    const mine = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(within(mine as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['57', 'BenYou', '5', '5:00']);
  });

  it('sends the reader to the waiting room until a live round ends, then back to its board', async () => {
    const started = new Date(Date.now() - 60_000);
    const live = gameSummary({ mode: 'RAPID', status: 'RELEASED', publishing_time: started.toISOString(), game_configuration: { game_duration: 600 } });
    const app = await renderApp(<AppRouter />, {
      path: '/game/krisskross/leaderboard?type=RAPID&game=g1',
      user: guestPlayer,
      fetch: serverWith(duringRound, live),
    });

    await waitFor(() => expect(app.location()).toMatch(/^\/game\/waitingroom\?/));
    const params = new URLSearchParams(app.location().split('?')[1]);
    expect(params.get('redirect')).toBe('/game/krisskross/leaderboard?type=RAPID&game=g1');
    expect(params.get('time')).toBe(new Date(started.getTime() + 600_000).toISOString());
  });

  it('sends the reader to the waiting room before the game is published', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const app = await renderApp(<AppRouter />, {
      path: '/game/krisskross/leaderboard?type=DAILY&game=g1',
      user: guestPlayer,
      fetch: serverWith(duringRound, gameSummary({ status: 'RELEASED', publishing_time: later })),
    });

    await waitFor(() => expect(app.location()).toMatch(/^\/game\/waitingroom\?/));
    expect(new URLSearchParams(app.location().split('?')[1]).get('time')).toBe(later);
  });

  it('shows a daily game\'s board once it is published', async () => {
    const published = gameSummary({ status: 'RELEASED', publishing_time: new Date(Date.now() - 60_000).toISOString() });
    const fetch = serverWith({ leaderboard: [entry(1, 'Asha', 40, 61_000)], me: null }, published);
    await renderApp(<AppRouter />, { path: '/game/krisskross/leaderboard?type=DAILY&game=g1', user: guestPlayer, fetch });

    await screen.findByRole('table');
    expect(rows()).toEqual([['1', 'Asha', '40', '1:01']]);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toContain('Fruit');
  });

  it('refuses a type that is not a leaderboard', async () => {
    await renderApp(<AppRouter />, { path: '/game/krisskross/leaderboard?type=WEEKLY&game=g1', user: guestPlayer });

    expect((await screen.findByRole('alert')).textContent).toBe('There is no such leaderboard.');
  });
});
