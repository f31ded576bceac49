import { api } from '@plw/protocol/api';
import type { GiftAward } from '@plw/protocol/rest/player';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { jsonResponse } from '../../../test/session-fixtures.ts';
import { LiveFinale } from './live-finale.tsx';

// The end of a live kriss-kross round is the live rounds' finale: the podium from the final board the round sent,
// the player's rank and points with the words they got right out of all, the gifts won in this game (only this
// game's), and the ways on: the answers on the grid, the round's leaderboard and a daily game to play next.

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

const game = gameSummary({ game_id: 'k1', type: 'Kriss_kross_puzzle', mode: 'RAPID', language: 'Tamil' });
const nextUp = gameSummary({ game_id: 'm7', type: 'Mcq', game_name: 'Temple towns', status: 'RELEASED' });
const top = [
  { rank: 2, playerId: 'me', name: 'Kavya', score: 7, simulated: false },
  { rank: 1, playerId: 'p1', name: 'Arun', score: 12, simulated: false },
  { rank: 3, playerId: 'p3', name: 'Meena', score: 2, simulated: true },
  { rank: 4, playerId: 'p4', name: 'Ravi', score: 1, simulated: false },
];

function award(id: string, gameId: string, name: string): GiftAward {
  return {
    award_id: id,
    gift: { gift_id: `gift-${id}`, name, description: '', value: 10, winner_ranks: 2, image: null, game: { game_id: gameId, game_name: 'x' } },
    channel: { channel_id: game.channel.channel_id, channel_name: 'Word Wizards', channel_dp: null },
    rank: 2,
    status: 'AWARDED',
    awarded_at: new Date().toISOString(),
  };
}

function fakeServer({ gifts = [award('a1', 'k1', 'Silver pen'), award('a2', 'older', 'Old prize')] } = {}) {
  return vi.fn<typeof fetch>(async (url) => {
    const [path, query = ''] = String(url).split('?');
    const search = new URLSearchParams(query);
    if (path === api.gifts.path && search.get('channel_id') === game.channel.channel_id) return jsonResponse({ gifts });
    if (path === api.dailyPuzzles.path && search.get('language') === 'Tamil') {
      return jsonResponse({ games: [game, nextUp], next_cursor: null });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

let i18n: I18n | null = null;
/** Hands the app's i18n to the test, to switch its language. */
function TakeI18n() {
  i18n = useTranslation().i18n;
  return null;
}

async function renderFinale(fetch = fakeServer(), onShowAnswers = () => undefined) {
  await renderApp(
    <>
      <TakeI18n />
      <LiveFinale
        game={game}
        top={top}
        me={{ playerId: 'me', rank: 2, score: 7 }}
        right={3}
        words={5}
        onShowAnswers={onShowAnswers}
      />
    </>,
    { fetch },
  );
  return screen.findByTestId('finale');
}

describe('live kriss-kross finale', () => {
  it('puts the top three of the final board on the podium, the player\'s place marked', async () => {
    const finale = await renderFinale();
    const places = within(finale).getAllByTestId('podium-place');
    expect(places.map((place) => place.dataset.rank)).toEqual(['1', '2', '3']);
    expect(places.map((place) => place.querySelector('bdi')?.textContent)).toEqual(['Arun', 'Kavya', 'Meena']);
    expect(places[1]?.className).toContain('podium__place--me');
    expect(places[1]?.textContent).toContain('You');
    expect(places[0]?.textContent).toContain('12 points');
  });

  it('shows the final rank and points, and the words right out of all as an extra line', async () => {
    const finale = await renderFinale();
    const result = within(finale).getByTestId('kk-live-result');
    expect(within(result).getByRole('heading', { name: 'Final result' })).toBeTruthy();
    expect(within(result).getByTestId('live-result-rank').textContent).toBe('#2');
    expect(within(result).getByTestId('live-result-score').textContent).toBe('7');
    expect(within(result).getByText('Words right')).toBeTruthy();
    expect(within(result).getByTestId('live-result-words').textContent).toBe('3 / 5');
  });

  it('shows the gifts won in this game only, and no gifts section when none were won', async () => {
    const finale = await renderFinale();
    expect(within(finale).getAllByTestId('finale-gift').map((gift) => gift.textContent)).toEqual(['Silver penFor rank #2']);
    cleanup();
    const without = await renderFinale(fakeServer({ gifts: [] }));
    expect(within(without).queryByTestId('finale-gifts')).toBeNull();
  });

  it('shows the answers on the grid, and leads to the round\'s leaderboard and a daily game in the same language', async () => {
    const showAnswers = vi.fn();
    const finale = await renderFinale(fakeServer(), showAnswers);
    fireEvent.click(within(finale).getByRole('button', { name: 'See the answers' }));
    expect(showAnswers).toHaveBeenCalledOnce();
    expect(within(finale).getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'))
      .toBe('/game/krisskross/leaderboard?type=RAPID&game=k1');
    const next = within(finale).getByRole('link', { name: /Play next/ });
    expect(next.getAttribute('href')).toBe('/game/mcq/m7');
    expect(next.textContent).toContain('Temple towns');
  });

  it('still ends on the finale when the gifts and the next game cannot be read', async () => {
    const finale = await renderFinale(vi.fn<typeof fetch>(async () => jsonResponse({ error: { code: 'BOOM', message: 'x' } }, 500)));
    expect(within(finale).getAllByTestId('podium-place')).toHaveLength(3);
    expect(within(finale).queryByTestId('finale-gifts')).toBeNull();
    expect(within(finale).queryByTestId('finale-next')).toBeNull();
  });

  it('reads in Arabic in a right-to-left order: the words right and the gift\'s rank are not turned round', async () => {
    const finale = await renderFinale();
    await act(async () => {
      if (i18n) await changeLanguage(i18n, 'ar', { remember: false });
    });
    expect(i18n?.language).toBe('ar');
    expect(within(finale).getByTestId('live-result-words').textContent).toBe('٣ من ٥');
    // In Arabic-Indic digits; "#2" after Arabic letters would show as "2#".
    expect(within(finale).getByTestId('finale-gift').textContent).toBe('Silver penللمركز ٢');
  });
});
