import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { RoundState } from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { insertGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, expect } from 'vitest';
import { CAPITALS_QUIZ } from '../support/fixtures.ts';
import { guest, type TestClient } from '../support/http.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import type { ServerProcess } from '../support/server-process.ts';

// What the hosted-round test files share: the server they start, its clients and the helpers they call.

export let cluster: ProcessCluster;

export let first: ServerProcess;

export let second: ServerProcess;

export let handle: ReturnType<typeof openDatabase>;

export async function verifiedQuiz(): Promise<string> {
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const now = new Date();
  const game = { type: 'Mcq' as const, mode: 'DAILY' as const, language: 'English', game_name: 'Class quiz' };
  const { gameId } = await insertGame(handle.db, channel.id, { ...game, status: 'VERIFIED' }, now);
  await insertMcqQuestions(handle.db, gameId, CAPITALS_QUIZ, now);
  return gameId;
}

export interface Seated {
  http: TestClient;
  socket: RoundClient;
}

export async function seat(server: ServerProcess, roundId: string, name: string): Promise<Seated> {
  const http = await guest(server.url);
  const entered = await http.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: name });
  expect(entered.status).toBe(200);
  const socket = await connectRound(server.url, http.accessToken ?? '');
  expect((await socket.call('lobby:join', { roundId })).ok).toBe(true);
  return { http, socket };
}

export async function joinRound(
  player: Seated,
  gameId: string,
  roundId: string,
  resumeToken?: string,
): Promise<RoundState> {
  const reply = await player.socket.call<RoundState>('round:join', { gameId, roundId, resumeToken });
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data;
}

export const right = (question: number) => CAPITALS_QUIZ[question]?.answer ?? '';

/** The first process, restarted in its place (the test kills it and starts another). */
export function replaceFirst(restarted: ServerProcess) {
  first = restarted;
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useHostedRoundCluster() {
  beforeAll(async () => {
    cluster = await ProcessCluster.open();
    [first, second] = twoOf(await cluster.start(['first', 'second']));
    handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
  }, 90_000);
  afterAll(async () => {
    await handle?.close();
    await cluster?.close();
  });
}
