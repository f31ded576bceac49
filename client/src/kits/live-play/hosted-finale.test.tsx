import { api } from '@plw/protocol/api';
import type { RoundLobby } from '@plw/protocol/rest/hosting';
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { keepHostedRoundEnd } from './hosted-round-end.ts';

// A hosted round ends on its own finale at /game/mcq/{game}/game-over?round={round}: the round's podium and top
// from its end (kept by the play page, as only round:end brings it), the player's rank and points, and the ways
// on (another game by code, home). No gifts, answers or the game's leaderboard; the game itself is read from the
// round's lobby, as a hosted game need not be released (its details answer 404 to players).

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const lobby: RoundLobby = {
  round_id: 'r-1',
  game_id: 'g-1',
  game_name: 'Capitals of the World',
  game_type: 'Mcq',
  language: 'English',
  channel_id: 'ch-1',
  channel_name: 'Demo Channel',
  channel_dp: null,
  state: 'ENDED',
  names: 'CHOSEN',
  go: '/round/r-1',
  join_code: '482913',
  starts_at: 1,
  ends_at: 2,
  players: [],
  me: { name: 'Me' },
  seats_newcomers: false,
};

const line = (rank: number, playerId: string, name: string, score: number) =>
  ({ rank, playerId, name, score, simulated: false });

function fakeServer() {
  return vi.fn<typeof fetch>(async (url) => {
    const path = String(url).split('?')[0];
    if (path === api.roundLobby.path.replace(':id', 'r-1')) return jsonResponse(lobby);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Game not found' } }, 404);
  });
}

async function axeViolations(): Promise<string[]> {
  const main = document.querySelector('[data-testid="hosted-finale"]');
  if (!main) throw new Error('no finale');
  const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('a hosted round\'s finale', () => {
  // The first render loads the game routes' chunk and axe runs over the whole finale: slow on a busy machine.
  it('shows the round\'s podium and top, the player\'s rank and points, and the ways on, without gifts', { timeout: 20_000 }, async () => {
    keepHostedRoundEnd('r-1', {
      end: {
        gameId: 'g-1',
        endedAt: 2,
        top: [line(1, 'p-2', 'Asha', 9), line(2, 'p-guest', 'Me', 7.25), line(3, 'p-3', 'Ravi', 3), line(4, 'p-4', 'Kiran', 1)],
        me: { gameId: 'g-1', rank: 2, score: 7.25 },
      },
      players: 12,
    });
    const fetch = fakeServer();
    await renderApp(<AppRouter />, { path: '/game/mcq/g-1/game-over?round=r-1', user: guestPlayer, fetch });

    const finale = await screen.findByTestId('hosted-finale');
    expect(screen.getByText('Capitals of the World')).toBeTruthy();
    const places = within(finale).getAllByTestId('podium-place');
    expect(places.map((place) => place.querySelector('bdi')?.textContent)).toEqual(['Asha', 'Me', 'Ravi']);
    expect(places[1]?.className).toContain('podium__place--me');
    const result = within(finale).getByTestId('hosted-result');
    expect(within(result).getByTestId('result-rank').textContent).toBe('#2');
    // An older play's stored fraction shows as whole points, as every board rounds it.
    expect(within(result).getByTestId('result-score').textContent).toBe('7');
    expect(within(finale).getByTestId('live-leaderboard').textContent).toContain('Players: 12');
    expect(within(finale).getByTestId('hosted-join-another').getAttribute('href')).toBe('/join');
    expect(within(finale).getByTestId('hosted-home').getAttribute('href')).toBe('/');
    expect(within(finale).queryByTestId('finale-gifts')).toBeNull();
    expect(within(finale).queryByTestId('finale-answers')).toBeNull();
    expect(within(finale).queryByTestId('finale-leaderboard')).toBeNull();
    // Only the round's lobby was read: the game's own details, board and gifts play no part.
    const read = fetch.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(read.filter((path) => path?.startsWith('/api/game') || path?.startsWith('/api/gifts'))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the game is over, with the ways on, when its end was not seen in this tab', { timeout: 20_000 }, async () => {
    await renderApp(<AppRouter />, { path: '/game/mcq/g-1/game-over?round=r-1', user: guestPlayer, fetch: fakeServer() });

    const finale = await screen.findByTestId('hosted-finale');
    expect(finale.textContent).toContain('This game is over. Thanks for playing!');
    expect(within(finale).queryByTestId('podium')).toBeNull();
    expect(within(finale).getByTestId('hosted-join-another').getAttribute('href')).toBe('/join');
    expect(within(finale).getByTestId('hosted-home').getAttribute('href')).toBe('/');
    expect(await axeViolations()).toEqual([]);
  });
});
