import type { GiftAward } from '@plw/protocol/rest/player';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { Finale } from './finale.tsx';
import type { PodiumEntry } from './podium.tsx';

// A live round's finale: the podium by the ranks the server gave (the one ranking rule, which may order equal
// scores), the player's own rank and points, the gifts won in this round, and the three ways on.

afterEach(cleanup);

const entry = (rank: number, id: string, score: number): PodiumEntry => ({ rank, playerId: id, name: `Player ${id}`, score });
// Equal scores at the top: only the server's ranks say who is first, and the list is not in rank order.
const board = [entry(2, 'b', 900), entry(1, 'a', 900), entry(4, 'd', 100), entry(3, 'c', 500)];
const gift: GiftAward = {
  award_id: 'aw1',
  gift: {
    gift_id: 'g1',
    name: 'Book voucher',
    description: 'A voucher',
    value: 100,
    winner_ranks: 3,
    image: null,
    game: { game_id: 'game1', game_name: 'Planets' },
  },
  channel: { channel_id: 'c1', channel_name: 'Science', channel_dp: null },
  rank: 3,
  status: 'AWARDED',
  awarded_at: new Date().toISOString(),
};

async function renderFinale(gifts: GiftAward[] = [gift], next = { name: 'Rivers of India', href: '/game/mcq/next1' }) {
  await renderApp(
    <Finale
      board={board}
      me={{ playerId: 'c', rank: 3, score: 500 }}
      gifts={gifts}
      answers={{ href: '/game/mcq/game1/answers' }}
      leaderboardHref="/game/mcq/game1/leaderboard"
      next={next}
      resultTestId="mcq-result"
    />,
  );
  return screen.findByTestId('finale');
}

describe('live round finale', () => {
  it('puts the top three on the podium in the order of their ranks, the player\'s place marked', async () => {
    const finale = await renderFinale();
    const places = within(finale).getAllByTestId('podium-place');
    expect(places.map((place) => place.dataset.rank)).toEqual(['1', '2', '3']);
    expect(places.map((place) => place.querySelector('bdi')?.textContent)).toEqual(['Player a', 'Player b', 'Player c']);
    expect(places[0]?.textContent).toContain('900 points');
    expect(places[2]?.className).toContain('podium__place--me');
  });

  it('shows the player\'s final rank and points', async () => {
    const finale = await renderFinale();
    expect(within(finale).getByTestId('result-rank').textContent).toBe('#3');
    expect(within(finale).getByTestId('result-score').textContent).toBe('500');
  });

  it('shows the gifts just won, and nothing about gifts when none were won', async () => {
    const finale = await renderFinale();
    const gifts = within(finale).getByTestId('finale-gifts');
    expect(within(gifts).getByRole('heading').textContent).toBe('Gifts you won in this round');
    expect(within(gifts).getAllByTestId('finale-gift').map((line) => line.textContent)).toEqual(['Book voucherFor rank #3']);
    cleanup();
    const without = await renderFinale([]);
    expect(within(without).queryByTestId('finale-gifts')).toBeNull();
  });

  it('leads to the answers, the full leaderboard and a next game', async () => {
    const finale = await renderFinale();
    expect(within(finale).getByRole('link', { name: 'See the answers' }).getAttribute('href')).toBe('/game/mcq/game1/answers');
    expect(within(finale).getByRole('link', { name: 'Full leaderboard' }).getAttribute('href')).toBe('/game/mcq/game1/leaderboard');
    const next = within(finale).getByRole('link', { name: /Play next/ });
    expect(next.getAttribute('href')).toBe('/game/mcq/next1');
    expect(next.textContent).toContain('Rivers of India');
  });

  it('lets the podium\'s rise be skipped', async () => {
    const finale = await renderFinale();
    fireEvent.click(within(finale).getByRole('button', { name: 'Skip' }));
    expect(within(finale).queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(within(finale).getAllByTestId('podium-place')).toHaveLength(3);
  });
});
