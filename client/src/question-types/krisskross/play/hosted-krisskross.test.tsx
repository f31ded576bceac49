import { api } from '@plw/protocol/api';
import type { RoundLobby } from '@plw/protocol/rest/hosting';
import type { RoundState } from '@plw/protocol/socket/round-events';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { fakeSockets } from '../../../test/fake-round-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';

// A hosted kriss-kross round (`?round=`) plays by the round alone: the game comes from the round's lobby, the clues,
// grid and times from round:join. The game's own details (publishing time and all: nobody goes to the waiting room
// by it) and questions are never read (those would start a play of the game's own), and nothing is saved to its
// play. The round ends on the hosted finale.

vi.mock('socket.io-client', () => import('../../../test/fake-round-socket.ts'));
vi.mock('./grid-canvas.tsx', () => ({ GridCanvas: () => null }));

afterEach(() => {
  cleanup();
  fakeSockets.reset();
  sessionStorage.clear();
});

const lobby: RoundLobby = {
  round_id: 'r-1',
  game_id: 'g-1',
  game_name: 'Tiny Fruit',
  game_type: 'Kriss_kross_puzzle',
  language: 'English',
  channel_id: 'ch-1',
  channel_name: 'Demo Channel',
  channel_dp: null,
  state: 'RUNNING',
  names: 'CHOSEN',
  go: '/round/r-1',
  join_code: '482913',
  starts_at: 10_000,
  ends_at: 190_000,
  players: [],
  me: { name: 'Me' },
  seats_newcomers: false,
};

const clue = (id: string, direction: 'Across' | 'Down', question: string) =>
  ({ question_id: id, number: 1, direction, question, enumeration: '3', mediaFile: null, mediaType: null });

const running = (): RoundState => ({
  gameId: 'g-1',
  type: 'Kriss_kross_puzzle',
  phase: 'running',
  startsAt: Date.now() - 1_000,
  endsAt: Date.now() + 180_000,
  serverNow: Date.now(),
  questions: {
    type: 'Kriss_kross_puzzle',
    questions: [clue('fig', 'Across', 'A soft sweet fruit'), clue('foe', 'Down', 'An enemy')],
    grid: {
      rows: 3,
      cols: 3,
      cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }, { row: 1, col: 0 }, { row: 2, col: 0 }],
      placements: [
        { question_id: 'fig', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
        { question_id: 'foe', number: 1, row: 0, col: 0, direction: 'Down', length: 3 },
      ],
    },
  },
  sealedQuestions: null,
  shuffleSeed: 1,
  answers: [],
  score: 0,
  rank: null,
  resumeToken: 'resume-1',
});

function fakeServer() {
  return vi.fn<typeof fetch>(async (url) => {
    const path = String(url).split('?')[0];
    if (path === api.roundLobby.path.replace(':id', 'r-1')) return jsonResponse(lobby);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Game not found' } }, 404);
  });
}

describe('a hosted kriss-kross round', () => {
  it('plays the round\'s grid whatever the game\'s publishing time, and ends on the hosted finale', { timeout: 20_000 }, async () => {
    fakeSockets.replies.set('round:join', () => ({ ok: true, data: running() }));
    const fetch = fakeServer();
    const app = await renderApp(<AppRouter />, { path: '/game/krisskross/g-1?round=r-1', user: guestPlayer, fetch });

    await screen.findByTestId('words-locked', undefined, { timeout: 10_000 });
    expect(app.location()).toBe('/game/krisskross/g-1?round=r-1');
    expect(screen.getAllByText('A soft sweet fruit').length).toBeGreaterThan(0);
    const socket = fakeSockets.last();
    expect(socket.sentOf('round:join')[0]).toEqual({ gameId: 'g-1', roundId: 'r-1' });

    const top = [{ rank: 1, playerId: 'p-guest', name: 'Me', score: 2, simulated: false }];
    await act(async () => {
      socket.push('round:end', { gameId: 'g-1', endedAt: Date.now(), top, me: { gameId: 'g-1', rank: 1, score: 2 } });
    });
    const result = await screen.findByTestId('hosted-result');
    expect(within(result).getByTestId('result-rank').textContent).toBe('#1');
    expect(within(result).getByTestId('result-words').textContent).toBe('0 / 2');
    expect(screen.getByTestId('hosted-join-another').getAttribute('href')).toBe('/join');
    expect(screen.queryByTestId('finale-gifts')).toBeNull();

    // Only the round's lobby was read: no game details, no questions, no progress saved to the game's play.
    const read = fetch.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(read.filter((path) => path?.startsWith('/api/game'))).toEqual([]);
  });
});
