import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { insertGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, expect } from 'vitest';
import { creator, guest, type TestClient } from '../support/http.ts';
import { connectRound, type RoundClient, type RoundClientSocket } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { CAPITALS_QUIZ } from '../support/fixtures.ts';

// What the rapid-round test files share: the server they start, its clients and the helpers they call.

export const QUESTIONS = CAPITALS_QUIZ;

export const ANSWERS = QUESTIONS.map((q) => q.answer);

export let server: TestServer;

export let channelId: string;

export async function scheduleRound(startInMs: number, durationSeconds: number, mode: 'RAPID' | 'RAPID_THEN_DAILY' = 'RAPID') {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode,
      language: 'English',
      game_name: 'Live capitals',
      round_style: 'FREE',
      score: 10,
      publishing_time: new Date(now.getTime() + startInMs).toISOString(),
      game_duration: durationSeconds,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

export async function player(): Promise<{ http: TestClient; round: RoundClient }> {
  const http = await guest(server.url);
  return { http, round: await connectRound(server.url, http.accessToken ?? '', undefined, server.clock) };
}

/** Resolves once the socket is disconnected, failing if it is still connected after `withinMs`. */
export function disconnected(socket: RoundClientSocket, withinMs: number) {
  return new Promise<void>((resolve, reject) => {
    if (!socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error(`still connected after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function expectNoAnswerIn(client: RoundClient) {
  const seen = JSON.stringify(client.received);
  for (const answer of ANSWERS) {
    // An answer's text may appear among a question's four choices, never tied to the question as its answer.
    expect(seen).not.toMatch(new RegExp(`"answer":"${answer}"`));
  }
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useRapidRoundServer() {
  beforeAll(async () => {
    server = await startTestServer();
    const owner = await creator(server.url);
    const me = (await owner.autoSignIn()).body.user;
    if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
    channelId = me.creator.channel_id;
  });
  afterAll(() => server?.close());
}
