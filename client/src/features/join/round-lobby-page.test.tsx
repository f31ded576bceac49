import type { RoundLobby } from '@plw/protocol/rest/hosting';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSockets } from '../../test/fake-round-socket.ts';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';

vi.mock('socket.io-client', () => import('../../test/fake-round-socket.ts'));

beforeAll(async () => {
  await import('./round-lobby-page.tsx');
});

afterEach(() => {
  cleanup();
  fakeSockets.reset();
});

function lobby(overrides: Partial<RoundLobby> = {}): RoundLobby {
  return {
    round_id: 'r-1',
    game_id: 'g-1',
    game_name: 'Capitals of the World',
    game_type: 'Mcq',
    language: 'English',
    channel_id: 'ch-1',
    channel_name: 'Demo Channel',
    channel_dp: null,
    state: 'LOBBY',
    names: 'CHOSEN',
    go: '/round/r-1',
    join_code: '482913',
    starts_at: null,
    ends_at: null,
    players: [{ player_id: 'p-2', name: 'Ravi' }],
    me: null,
    seats_newcomers: true,
    ...overrides,
  };
}

interface Entry {
  display_name?: string;
}

/** The round's REST side: its lobby, and seats taken by POST (answered by `seat`). */
function roundServer(start: RoundLobby, seat: (body: Entry) => Response) {
  const entries: Entry[] = [];
  let now = start;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/round/r-1' && (init?.method ?? 'GET') === 'GET') return jsonResponse(now);
    if (path === '/api/round/r-1/players' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Entry;
      entries.push(body);
      const answer = seat(body);
      if (answer.ok) {
        const { name } = (await answer.clone().json()) as { name: string };
        now = { ...now, me: { name }, players: [...now.players, { player_id: 'p-guest', name }] };
      }
      return answer;
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return { fetch, entries };
}

const seated = (name: string) => () => jsonResponse({ name });

/** The socket the lobby opens, answering `lobby:join` with who is there. */
async function lobbySocket(players: RoundLobby['players']) {
  fakeSockets.replies.set('lobby:join', () => ({ ok: true, data: { roundId: 'r-1', count: players.length, players } }));
  await waitFor(() => expect(fakeSockets.opened).toHaveLength(1));
  return fakeSockets.last();
}

async function axeViolations(): Promise<string[]> {
  const card = document.querySelector('.join-card');
  if (!card) throw new Error('no lobby card');
  const result = await axe.run(card, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe("a hosted round's lobby", () => {
  it('seats the player under the name they choose, then shows who is there, live', async () => {
    const server = roundServer(lobby(), seated('Asha'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Capitals of the World' })).toBeTruthy();
    expect(screen.getByText('Hosted by Demo Channel')).toBeTruthy();
    // No socket before the player takes a seat.
    expect(fakeSockets.opened).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Asha ' } });
    const socketReady = lobbySocket([{ player_id: 'p-2', name: 'Ravi' }, { player_id: 'p-guest', name: 'Asha' }]);
    await click('Join the game');
    expect(server.entries).toEqual([{ display_name: 'Asha' }]);
    expect(await screen.findByText("You're in as Asha")).toBeTruthy();

    const socket = await socketReady;
    await waitFor(() => expect(socket.sentOf('lobby:join')).toContainEqual({ roundId: 'r-1' }));
    await waitFor(() => expect(screen.getByTestId('lobby-count').textContent).toBe('Players: 2'));

    act(() => socket.push('lobby:players', {
      roundId: 'r-1',
      count: 3,
      players: [
        { player_id: 'p-2', name: 'Ravi' },
        { player_id: 'p-guest', name: 'Asha' },
        { player_id: 'p-3', name: 'Meera' },
      ],
    }));
    const list = screen.getByRole('list', { name: /Who is here/ });
    await waitFor(() => expect(within(list).getByText('Meera')).toBeTruthy());
    expect(screen.getByTestId('lobby-count').textContent).toBe('Players: 3');
    // Another round's lobby is not ours.
    act(() => socket.push('lobby:players', { roundId: 'r-9', count: 0, players: [] }));
    expect(screen.getByTestId('lobby-count').textContent).toBe('Players: 3');
    expect(await axeViolations()).toEqual([]);
  }, 15_000);

  it('shows the name rules\' message from the server under the name', async () => {
    const tooShort = () => jsonResponse({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        fields: { display_name: 'Name must be at least 3 characters' },
      },
    }, 400);
    const server = roundServer(lobby(), tooShort);
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'A' } });
    await click('Join the game');
    expect((await screen.findByTestId('display_name-error')).textContent).toBe('Name must be at least 3 characters');
  });

  it('prefills the player\'s own name', async () => {
    if (guestPlayer.role !== 'PLAYER') throw new Error('the guest is a player');
    const named = { ...guestPlayer, player: { ...guestPlayer.player, name: 'Lakshmi' } };
    const server = roundServer(lobby(), seated('Lakshmi'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: named, fetch: server.fetch });
    expect((await screen.findByLabelText<HTMLInputElement>('Your name')).value).toBe('Lakshmi');
    expect(await axeViolations()).toEqual([]);
  });

  it('gives one Join button when the host gives generated names', async () => {
    const server = roundServer(lobby({ names: 'GENERATED' }), seated('Brave Otter'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    await screen.findByRole('button', { name: 'Join the game' });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    const socketReady = lobbySocket([{ player_id: 'p-guest', name: 'Brave Otter' }]);
    await click('Join the game');
    expect(server.entries).toEqual([{}]);
    expect(await screen.findByText("You're in as Brave Otter")).toBeTruthy();
    await socketReady;
  });

  it('says so when the host removes the player', async () => {
    const server = roundServer(lobby({ me: { name: 'Asha' } }), seated('Asha'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    const socket = await lobbySocket([{ player_id: 'p-guest', name: 'Asha' }]);
    expect(await screen.findByText("You're in as Asha")).toBeTruthy();
    act(() => socket.push('round:removed', { gameId: 'g-1', reason: 'The host removed you from this round' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The host removed you from this round');
  });

  it('hands over to the live play page with the round when the host starts', async () => {
    const server = roundServer(lobby({ me: { name: 'Asha' } }), seated('Asha'));
    const app = await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    const socket = await lobbySocket([{ player_id: 'p-guest', name: 'Asha' }]);
    await screen.findByText("You're in as Asha");
    act(() => socket.push('lobby:starting', { roundId: 'r-1', gameId: 'g-1', startsAt: Date.now() + 5000, endsAt: Date.now() + 60_000 }));
    await waitFor(() => expect(app.location()).toBe('/game/mcq/g-1?round=r-1'));
  });

  it('gives a latecomer the name form while the running round seats newcomers (countdown, or the host lets them in)', async () => {
    const running = lobby({ state: 'RUNNING', starts_at: Date.now() - 60_000, seats_newcomers: true });
    const server = roundServer(running, seated('Mira'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    expect(await screen.findByLabelText('Your name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the game' })).toBeTruthy();
    expect(screen.queryByText('This round has already started')).toBeNull();
  });

  it('tells a player without a seat that the round has started once it no longer seats newcomers', async () => {
    const server = roundServer(lobby({ state: 'RUNNING', seats_newcomers: false }), seated('Mira'));
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    expect((await screen.findByRole('alert')).textContent).toBe('This round has already started');
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join the game' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter another code' })).toBeTruthy();
  });

  it('ends with the way out, not the form, when the room closed to newcomers before the player took a seat', async () => {
    const locked = () => jsonResponse({ error: { code: 'CONFLICT', message: HOSTED_MESSAGES.roomLocked } }, 409);
    const server = roundServer(lobby({ state: 'RUNNING', seats_newcomers: true }), locked);
    await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Mira' } });
    await click('Join the game');
    expect(server.entries).toEqual([{ display_name: 'Mira' }]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This round has started and is closed to new players: ask the host to let you in',
    );
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join the game' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter another code' }).getAttribute('href')).toBe('/join');
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
  });

  it('goes straight to the round when it already runs and the player has a seat', async () => {
    const server = roundServer(lobby({ me: { name: 'Asha' }, state: 'RUNNING' }), seated('Asha'));
    const app = await renderApp(<AppRouter />, { path: '/round/r-1', user: guestPlayer, fetch: server.fetch });
    await waitFor(() => expect(app.location()).toBe('/game/mcq/g-1?round=r-1'));
  });
});
