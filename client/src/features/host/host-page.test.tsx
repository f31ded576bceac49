import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { HostRound } from '@plw/protocol/rest/hosting';
import { shuffleSeedOf } from '@plw/shared/rules/round/hosted';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { choiceOrder } from '../../lib/choice-order.ts';
import { renderApp } from '../../test/render-app.tsx';
import { creator, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { hostRound } from './host-fixtures.ts';

// /host/{round_id} end to end in the page: the creator's round over REST, `host:watch` over the live round's
// connection, the lobby following the socket, Start over REST; and the screen is the creator's alone.

const sockets = vi.hoisted(() => {
  type Handler = (payload?: unknown) => void;
  interface FakeSocket {
    active: boolean;
    emitted: { event: string; payload: unknown }[];
    on: (event: string, handler: Handler) => FakeSocket;
    off: (event: string, handler: Handler) => FakeSocket;
    connect: () => FakeSocket;
    disconnect: () => FakeSocket;
    timeout: () => { emitWithAck: (event: string, payload: unknown) => Promise<unknown> };
    fire: (event: string, payload?: unknown) => void;
  }
  const opened: FakeSocket[] = [];
  function io(): FakeSocket {
    const handlers = new Map<string, Set<Handler>>();
    const socket: FakeSocket = {
      active: false,
      emitted: [],
      on(event, handler) {
        handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
        return socket;
      },
      off(event, handler) {
        handlers.get(event)?.delete(handler);
        return socket;
      },
      connect() {
        socket.active = true;
        queueMicrotask(() => socket.fire('connect'));
        return socket;
      },
      disconnect() {
        socket.active = false;
        return socket;
      },
      timeout: () => ({
        emitWithAck: async (event, payload) => {
          socket.emitted.push({ event, payload });
          if (event === 'clock:ping') {
            const { clientSentAt } = payload as { clientSentAt: number };
            return { ok: true, data: { clientSentAt, serverTime: Date.now() } };
          }
          if (event === 'host:watch') return { ok: true, data: { roundId: 'round1', count: 1, players: [{ player_id: 'p1', name: 'Asha' }] } };
          return { ok: false, error: { code: 'BAD_PAYLOAD', message: 'Not in this test' } };
        },
      }),
      fire(event, payload) {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      },
    };
    opened.push(socket);
    return socket;
  }
  return { opened, io };
});
vi.mock('socket.io-client', () => ({ io: sockets.io }));

beforeAll(async () => {
  await import('./host-page.tsx');
});

afterEach(() => {
  cleanup();
  sockets.opened.length = 0;
});

function fakeServer(calls: string[] = [], round: Partial<HostRound> = {}) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(route);
    if (route === 'GET /api/host/round/round1') return jsonResponse(hostRound({ players: [], ...round }));
    if (route === 'POST /api/host/round/round1/start') return jsonResponse({ starts_at: Date.now() + 5_000, ends_at: Date.now() + 80_000 });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No such round' } }, 404);
  });
}

function socket() {
  const opened = sockets.opened.at(-1);
  if (!opened) throw new Error('no socket opened');
  return opened;
}

describe('the host page', () => {
  it('watches its round over the socket and follows the lobby live', async () => {
    await renderApp(<AppRouter />, { path: '/host/round1', user: creator, fetch: fakeServer() });
    expect((await screen.findByTestId('join-code')).textContent).toBe('482 913');
    await waitFor(() => expect(socket().emitted).toContainEqual({ event: 'host:watch', payload: { roundId: 'round1' } }));
    expect((await screen.findByTestId('player-count')).textContent).toBe('Players: 1');
    act(() => socket().fire('lobby:players', {
      roundId: 'round1',
      count: 3,
      players: [{ player_id: 'p1', name: 'Asha' }, { player_id: 'p2', name: 'Ben' }, { player_id: 'p3', name: 'Chen' }],
    }));
    expect(screen.getByTestId('player-count').textContent).toBe('Players: 3');
    // Another round's lobby is not this screen's.
    act(() => socket().fire('lobby:players', { roundId: 'other', count: 0, players: [] }));
    expect(screen.getByTestId('player-count').textContent).toBe('Players: 3');
    expect(screen.queryByText('Dashboard')).toBeNull();

    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('starts the round and counts down to its start', async () => {
    const calls: string[] = [];
    await renderApp(<AppRouter />, { path: '/host/round1', user: creator, fetch: fakeServer(calls) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByTestId('start-countdown')).toBeTruthy();
    expect(calls).toContain('POST /api/host/round/round1/start');
  });

  it('shows each question as the phones of its round do: a quiz\'s choices in the round\'s one shuffle, typed as sent', async () => {
    const choices = ['Berlin', 'Madrid', 'Paris', 'Rome'];
    const moments = { gameId: 'game1', question: 0, opensAt: Date.now() - 1_000, locksAt: Date.now() + 20_000, closesAt: Date.now() + 25_000 };
    const item = { question_id: 'q0', question: 'Capital of France?', mediaFile: null, mediaType: null };
    const start = { roundId: 'round1', gameId: 'game1', startsAt: Date.now() - 2_000, endsAt: Date.now() + 60_000 };

    await renderApp(<AppRouter />, { path: '/host/round1', user: creator, fetch: fakeServer() });
    await screen.findByTestId('join-code');
    await waitFor(() => expect(socket().emitted.some(({ event }) => event === 'host:watch')).toBe(true));
    act(() => socket().fire('lobby:starting', start));
    act(() => socket().fire('round:question', { ...moments, item: { ...item, choices } }));
    const shown = (await screen.findAllByTestId('host-choice')).map((choice) => choice.textContent?.slice(1));
    expect(shown).toEqual(choiceOrder(choices, shuffleSeedOf({ roundId: 'round1', playId: '' }), 'q0'));
    cleanup();

    await renderApp(<AppRouter />, { path: '/host/round1', user: creator, fetch: fakeServer([], { game_type: 'Typed_answer' }) });
    await screen.findByTestId('join-code');
    await waitFor(() => expect(socket().emitted.some(({ event }) => event === 'host:watch')).toBe(true));
    act(() => socket().fire('lobby:starting', start));
    act(() => socket().fire('round:question', { ...moments, item }));
    expect((await screen.findByTestId('typed-host-prompt')).textContent).toContain('Type your answer on your phone');
    expect(screen.queryAllByTestId('host-choice')).toEqual([]);
  });

  it("says why a round cannot be shown, in the server's words", async () => {
    await renderApp(<AppRouter />, { path: '/host/nope', user: creator, fetch: fakeServer() });
    expect((await screen.findByRole('alert')).textContent).toBe('No such round');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/creator/dashboard');
  });

  it('is the creator\'s alone: a player is sent to the channel sign-in', async () => {
    const app = await renderApp(<AppRouter />, { path: '/host/round1', user: guestPlayer, fetch: fakeServer() });
    await waitFor(() => expect(app.location()).toMatch(/^\/channel\/signin\?redirect=/));
  });
});
