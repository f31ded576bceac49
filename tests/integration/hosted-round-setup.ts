import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { LobbyPlayers } from '@plw/protocol/socket/host-events';
import type { RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, expect } from 'vitest';
import { CAPITALS_QUIZ } from '../support/fixtures.ts';
import { demoCreator, guest, type TestClient } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the hosted-round test files share: the server they start, the host, and how a player takes a seat.

export let server: TestServer;
export let host: TestClient;
export let channelId: string;

/** Starts the server (and signs the demo creator in as the host) for the calling test file. */
export function useHostedRoundServer() {
  beforeAll(async () => {
    server = await startTestServer();
    ({ host, channelId } = await demoCreator(server.url));
  });
  afterAll(() => server?.close());
}

/** A quiz of the channel as a review leaves it: verified, not released, no publishing time. */
export async function verifiedQuiz(status: 'VERIFIED' | 'PENDING_VERIFICATION' = 'VERIFIED', channel = channelId) {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channel,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Class capitals', status },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, CAPITALS_QUIZ, now);
  return gameId;
}

export async function hostGame(gameId: string) {
  const reply = await host.request<{ round_id: string; join_code: string; join_url: string; game_id: string }>(
    'POST',
    pathOf(api.hostGame, { id: gameId }),
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

export interface Player {
  http: TestClient;
  socket: RoundClient;
  name: string;
}

export async function seat(roundId: string, name: string): Promise<Player> {
  const http = await guest(server.url);
  const entered = await http.request<{ name: string }>('POST', pathOf(api.enterRound, { id: roundId }), { display_name: name });
  expect(entered.status).toBe(200);
  const socket = await connectRound(server.url, http.accessToken ?? '');
  const lobby = await socket.call<LobbyPlayers>('lobby:join', { roundId });
  if (!lobby.ok) throw new Error(lobby.error.message);
  return { http, socket, name: entered.body.name };
}

export async function hostScreen(roundId: string): Promise<RoundClient> {
  const screen = await connectRound(server.url, host.accessToken ?? '');
  const watched = await screen.call<LobbyPlayers>('host:watch', { roundId });
  if (!watched.ok) throw new Error(watched.error.message);
  return screen;
}

export async function joinRound(player: Player, gameId: string, roundId: string): Promise<RoundState> {
  const reply = await player.socket.call<RoundState>('round:join', { gameId, roundId });
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data;
}

/** A two-word kriss-kross of the channel (APPLE across, PEAR down), hosted: its round as the host gets it. */
export async function hostedFruitRace(name: string, status: 'VERIFIED' | 'RELEASED') {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { type: 'Kriss_kross_puzzle', mode: 'DAILY', language: 'English', game_name: name, status },
    now,
  );
  await insertKrissKrossQuestions(
    server.app.db,
    gameId,
    [
      { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
      { question: 'A green fruit', answer: 'PEAR', direction: 'Down' },
    ],
    now,
  );
  return { gameId, hosted: await hostGame(gameId) };
}
