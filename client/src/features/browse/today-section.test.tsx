import { api } from '@plw/protocol/api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeServer, game, stubObservers } from '../../test/browse-test-kit.ts';
import HomePage from './home-page.tsx';

// Home opens with today's game of each type (kriss-kross, quiz, type the answer) in the player's language (mother
// tongue, else the UI's), each with its next step: Play, Continue, or how it went.

beforeEach(stubObservers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puzzle = game({ game_id: 'kk-1', type: 'Kriss_kross_puzzle', game_name: 'Fruit Basket', language: 'Tamil' });
const quiz = game({ game_id: 'q-1', type: 'Mcq', game_name: 'Capitals', language: 'Tamil' });
const typed = game({ game_id: 't-1', type: 'Typed_answer', game_name: 'Rivers', language: 'Tamil' });

function serverWith(today: unknown) {
  return fakeServer({
    [`GET ${api.today.path}`]: () => jsonResponse(today),
    [`GET ${api.allPlaylists.path}`]: () => jsonResponse({ playlists: [] }),
  });
}

const unfinished = { time_ms: null, score: null, right: null, questions: null, solved: null };

describe("home's today section", () => {
  it("asks for the mother tongue's games and shows Play on a new puzzle, Solved in m:ss on a finished quiz", async () => {
    const server = serverWith({
      language: 'Tamil',
      krisskross: { game: puzzle, state: { status: 'NEW', ...unfinished } },
      quiz: { game: quiz, state: { status: 'FINISHED', time_ms: 161_400, score: 30, right: 3, questions: 3, solved: true } },
      typedAnswer: { game: typed, state: { status: 'FINISHED', time_ms: 50_000, score: 5, right: 1, questions: 2, solved: false } },
    });
    if (guestPlayer.role !== 'PLAYER') throw new Error('the guest fixture is a player');
    const user = { ...guestPlayer, player: { ...guestPlayer.player, mother_tongue: 'Tamil' as const } };
    await renderApp(<HomePage />, { path: '/home', user, fetch: server.fetch });

    const cards = await screen.findAllByTestId('today-card');
    expect(server.callsTo(api.today.path)[0]?.query.get('language')).toBe('Tamil');
    const [first, second, third] = cards;
    expect(first?.dataset.state).toBe('NEW');
    expect(within(first as HTMLElement).getByRole('link').getAttribute('href')).toBe('/game/krisskross/kk-1');
    expect(within(first as HTMLElement).getByRole('link').textContent).toBe('Play');
    expect(second?.textContent).toContain('Solved in 2:41');
    expect(within(second as HTMLElement).getByRole('link').getAttribute('href')).toBe('/game/mcq/q-1');
    expect(third?.textContent).toContain("Today's type-the-answer");
    expect(third?.textContent).toContain('1/2 right');
    expect(within(third as HTMLElement).getByRole('link').getAttribute('href')).toBe('/game/typed-answer/t-1');
  });

  it('asks in the UI language without a mother tongue, offers Continue, and says when a language has no game', async () => {
    const server = serverWith({
      language: 'English',
      krisskross: { game: puzzle, state: { status: 'IN_PROGRESS', ...unfinished } },
      quiz: null,
      typedAnswer: null,
    });
    await renderApp(<HomePage />, { path: '/home', user: guestPlayer, fetch: server.fetch });
    const cards = await screen.findAllByTestId('today-card');
    expect(server.callsTo(api.today.path)[0]?.query.get('language')).toBe('English');
    expect(within(cards[0] as HTMLElement).getByRole('link').textContent).toBe('Continue');
    expect(cards[0]?.textContent).toContain('In progress');
    expect(cards[1]?.textContent).toContain('No daily game in English today');
  });
});
