import { api } from '@plw/protocol/api';
import type { GiftAward } from '@plw/protocol/rest/player';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';

// The game-over page of a live quiz reads its finale from what the server stored at the end: the final board,
// the player's gifts of this game's channel (only this game's are shown), and a daily game in the same language
// that is not this one, to play next.

afterEach(cleanup);

const played = gameSummary({
  game_id: 'g1',
  type: 'Mcq',
  mode: 'RAPID',
  status: 'RELEASED',
  language: 'Hindi',
  publishing_time: new Date(Date.now() - 3_600_000).toISOString(),
  game_configuration: { game_duration: 60 },
});
const nextUp = gameSummary({ game_id: 'k9', type: 'Kriss_kross_puzzle', game_name: 'Rivers', status: 'RELEASED' });

function award(id: string, gameId: string, name: string): GiftAward {
  return {
    award_id: id,
    gift: { gift_id: `gift-${id}`, name, description: '', value: 10, winner_ranks: 1, image: null, game: { game_id: gameId, game_name: 'x' } },
    channel: { channel_id: 'c1', channel_name: 'Word Wizards', channel_dp: null },
    rank: 1,
    status: 'AWARDED',
    awarded_at: new Date().toISOString(),
  };
}

function fakeServer() {
  return vi.fn<typeof fetch>(async (url) => {
    const [path, query = ''] = String(url).split('?');
    const search = new URLSearchParams(query);
    if (path === api.mcqDetails.path.replace(':id', 'g1')) return jsonResponse({ game: played });
    if (path === api.mcqLeaderboard.path.replace(':id', 'g1')) {
      const me = { rank: 1, player_id: guestPlayer.user_id, name: 'Me', score: 950, time_ms: 1 };
      return jsonResponse({ leaderboard: [me, { ...me, rank: 2, player_id: 'p2', name: 'Asha', score: 400 }], me });
    }
    if (path === api.gifts.path && search.get('channel_id') === 'c1') {
      return jsonResponse({ gifts: [award('a1', 'g1', 'Gold star'), award('a2', 'other', 'Old prize')] });
    }
    if (path === api.dailyPuzzles.path && search.get('language') === 'Hindi') {
      return jsonResponse({ games: [played, nextUp], next_cursor: null });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

describe('live quiz game-over page', () => {
  it('shows the podium, the gifts of this round and a next game in the same language', async () => {
    await renderApp(<AppRouter />, { path: '/game/mcq/g1/game-over', user: guestPlayer, fetch: fakeServer() });

    const finale = await screen.findByTestId('finale');
    expect(within(finale).getAllByTestId('podium-place').map((place) => place.dataset.rank)).toEqual(['1', '2']);
    expect(within(finale).getByTestId('result-rank').textContent).toBe('#1');
    expect(within(finale).getAllByTestId('finale-gift').map((gift) => gift.querySelector('bdi')?.textContent)).toEqual(['Gold star']);
    expect(within(finale).getByTestId('finale-next').getAttribute('href')).toBe('/game/krisskross/k9');
    expect(within(finale).getByTestId('finale-answers').getAttribute('href')).toBe('/game/mcq/g1/answers');
    expect(within(finale).getByTestId('finale-leaderboard').getAttribute('href')).toBe('/game/mcq/g1/leaderboard');
  });
});
