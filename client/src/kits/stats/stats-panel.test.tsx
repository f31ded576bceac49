import type { PlayerStats } from '@plw/protocol/rest/stats';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { deviceTimeZone } from './stats-queries.ts';
import { StatsPanel } from './stats-panel.tsx';

afterEach(cleanup);

const device = deviceTimeZone() ?? 'UTC';

const stats = (changes: Partial<PlayerStats> = {}): PlayerStats => ({
  streak: { current: 4, best: 9, last_day: '2026-11-27' },
  played: 12,
  solved: 9,
  solve_rate: 0.75,
  average_ms: 161_000,
  best_ms: 65_000,
  distribution: [
    { bucket: '100', from: 100, to: 100, plays: 9 },
    { bucket: '80-99', from: 80, to: 99, plays: 2 },
    { bucket: '60-79', from: 60, to: 79, plays: 0 },
    { bucket: '40-59', from: 40, to: 59, plays: 1 },
    { bucket: '0-39', from: 0, to: 39, plays: 0 },
  ],
  today_done: true,
  time_zone: device,
  ...changes,
});

function fakeServer(answer: () => Response) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/player/stats') return answer();
    if (init?.method === 'PUT' && url.pathname === '/api/player/timezone') {
      return jsonResponse(JSON.parse(String(init.body)));
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Nothing here' } }, 404);
  });
}

describe('the stats panel', () => {
  it('shows the streak, the figures and every result bar with its number in text', async () => {
    const fetch = fakeServer(() => jsonResponse(stats()));
    await renderApp(<StatsPanel />, { user: guestPlayer, fetch });

    const panel = await screen.findByRole('region', { name: 'Daily streak' });
    expect(within(panel).getByTestId('streak-current').textContent).toBe('4 days');
    expect(within(panel).getByTestId('streak-best').textContent).toBe('9 days');
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(figure('Played')).toBe('12');
    expect(figure('Solve rate')).toBe('75%');
    expect(figure('Average time')).toBe('2:41');
    expect(figure('Best time')).toBe('1:05');
    expect(within(panel).getByText("Today's puzzle is done. Come back tomorrow!")).toBeTruthy();

    const bars = within(within(panel).getByRole('figure', { name: /Results/ })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['All right9', '80–99%2', '60–79%0', '40–59%1', '0–39%0']);
  });

  it('asks for today\'s puzzle while the streak stands, and for a first one before any', async () => {
    let answer = stats({ today_done: false });
    const fetch = fakeServer(() => jsonResponse(answer));
    await renderApp(<StatsPanel />, { user: guestPlayer, fetch });
    expect(await screen.findByText('Finish a daily puzzle today to keep your streak.')).toBeTruthy();
    cleanup();

    answer = stats({
      streak: { current: 0, best: 0, last_day: null },
      played: 0,
      solved: 0,
      solve_rate: null,
      average_ms: null,
      best_ms: null,
      today_done: false,
    });
    await renderApp(<StatsPanel />, { user: guestPlayer, fetch });
    expect(await screen.findByText('Finish a daily puzzle to start a streak.')).toBeTruthy();
    expect(screen.getAllByText('None yet')).toHaveLength(3);
  });

  it('says so when the statistics cannot be loaded', async () => {
    const fetch = fakeServer(() => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500));
    await renderApp(<StatsPanel />, { user: guestPlayer, fetch });
    expect(await screen.findByText('Your statistics could not be loaded.', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('reports the device\'s time zone once when the server counts days in another, then shows them again', async () => {
    let zone = device === 'Asia/Kolkata' ? 'UTC' : 'Asia/Kolkata';
    const server = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'PUT' && url.pathname === '/api/player/timezone') {
        zone = (JSON.parse(String(init.body)) as { time_zone: string }).time_zone;
        return jsonResponse({ time_zone: zone });
      }
      return jsonResponse(stats({ time_zone: zone }));
    });
    await renderApp(<StatsPanel />, { user: guestPlayer, fetch: server });
    await waitFor(() => expect(zone).toBe(device));
    const puts = server.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    // The figures are read again, as counted in the device's zone.
    await waitFor(() => expect(server.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length).toBe(2));
  });
});
