import { api } from '@plw/protocol/api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeServer, game, page, stubObservers } from '../../test/browse-test-kit.ts';
import CircleListPage from './circle-list-page.tsx';

// Every game card shows the player's state on it (from the list's play_states) and a cover: the picture, else the
// grid's shape for a laid-out kriss-kross, else an illustration of its type; never a letter on a gradient.

beforeEach(stubObservers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game cards', () => {
  it('show new, in progress and played ("Solved in m:ss" only when solved, else "n/m right"), and a drawn cover', async () => {
    const list = [
      game({ game_id: 'a', game_name: 'Fresh', type: 'Kriss_kross_puzzle', cover: { colour: '#1a7f5a', grid: ['###', '.#.'] } }),
      game({ game_id: 'b', game_name: 'Halfway', cover: { colour: '#1a7f5a', grid: null } }),
      game({ game_id: 'c', game_name: 'Done', type: 'Kriss_kross_puzzle', cover: { colour: '#1a7f5a', grid: null } }),
      game({ game_id: 'd', game_name: 'Tried', cover: { colour: '#1a7f5a', grid: null } }),
    ];
    const unfinished = { time_ms: null, score: null, right: null, questions: null, solved: null };
    const server = fakeServer({
      [`GET ${api.dailyPuzzles.path}`]: () =>
        jsonResponse({
          ...page(list),
          play_states: {
            b: { status: 'IN_PROGRESS', ...unfinished },
            c: { status: 'FINISHED', time_ms: 75_000, score: 20, right: 4, questions: 4, solved: true },
            // Finished with no answer right: played, never "Solved".
            d: { status: 'FINISHED', time_ms: 40_000, score: 0, right: 0, questions: 3, solved: false },
          },
        }),
    });
    await renderApp(<CircleListPage />, { path: '/daily', user: guestPlayer, fetch: server.fetch });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.state)).toEqual(['NEW', 'IN_PROGRESS', 'FINISHED', 'FINISHED']);
    expect(cards[0]?.textContent).toContain('New');
    expect(cards[1]?.textContent).toContain('In progress');
    expect(cards[2]?.textContent).toContain('✓ Solved in 1:15');
    expect(cards[3]?.textContent).toContain('0/3 right');
    expect(cards[3]?.textContent).not.toMatch(/Solved|✓/);

    const covers = screen.getAllByTestId('game-cover');
    expect(covers.map((cover) => cover.dataset.cover)).toEqual(['grid', 'quiz', 'krisskross', 'quiz']);
    // The grid's four squares, and no text in it (no letters).
    expect(covers[0]?.querySelectorAll('g rect')).toHaveLength(4);
    expect(covers[0]?.textContent).toBe('');
  });
});
