import { api } from '@plw/protocol/api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';

afterEach(cleanup);

const entry = (rank: number, name: string, score: number, time_ms: number) => ({
  rank,
  player_id: `p-${name}`,
  name,
  score,
  time_ms,
});

function serverWith(board: unknown) {
  return vi.fn<typeof fetch>(async (url) =>
    String(url).startsWith(api.leaderboard.path)
      ? jsonResponse(board)
      : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
  );
}

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

  it('refuses a type that is not a leaderboard', async () => {
    await renderApp(<AppRouter />, { path: '/game/krisskross/leaderboard?type=WEEKLY&game=g1', user: guestPlayer });

    expect((await screen.findByRole('alert')).textContent).toBe('There is no such leaderboard.');
  });
});
