import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { HOSTED_MESSAGES, HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPITALS_QUIZ } from '../../support/fixtures.ts';
import { creator, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A host's "next" presses: only a press that moves the round is stored. Pressing again for a question or a stage
// already passed (a double tap, a stale screen, a script) is refused with the stale-question message and leaves
// the round's stored moves as they were: six presses for one move are one skip, not six.

let server: TestServer;
let host: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  host = await creator(server.url);
});
afterAll(() => server?.close());

/** A verified quiz of the demo creator's channel, hosted and started, its first question open. */
async function runningRound(): Promise<string> {
  const now = new Date(server.clock.now());
  const channel = await server.app.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const { gameId } = await insertGame(
    server.app.db,
    channel.id,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Pressed quiz', status: 'VERIFIED' },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, CAPITALS_QUIZ, now);
  const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
  expect(hosted.status).toBe(200);
  const roundId = hosted.body.round_id;
  expect((await host.request('POST', pathOf(api.startRound, { id: roundId }))).status).toBe(200);
  await server.clock.advance(HOSTED_RULES.countdownMs + 100);
  return roundId;
}

const press = (roundId: string, body: object) =>
  host.request<{ error?: { message: string } }>('POST', pathOf(api.nextQuestion, { id: roundId }), body);

async function storedSkips(roundId: string): Promise<unknown[]> {
  const row = await server.app.db.selectFrom('rounds').select('skips').where('id', '=', roundId).executeTakeFirstOrThrow();
  return JSON.parse(row.skips) as unknown[];
}

async function expectStale(roundId: string, body: object, times: number) {
  for (let i = 0; i < times; i += 1) {
    const reply = await press(roundId, body);
    expect(reply.status, JSON.stringify(body)).toBe(409);
    expect(reply.body.error?.message).toBe(HOSTED_MESSAGES.staleQuestion);
  }
}

it('stores one skip for a stage pressed six times, and refuses the presses for the stage already passed', async () => {
  const roundId = await runningRound();
  expect((await press(roundId, { question: 0, stage: 'open' })).status).toBe(200);
  // The screen still shows question 0 open: its presses are for a stage already passed.
  await expectStale(roundId, { question: 0, stage: 'open' }, 5);
  expect(await storedSkips(roundId)).toHaveLength(1);

  // Its reveal is the next stage: one press moves it on, five more move nothing.
  expect((await press(roundId, { question: 0, stage: 'revealed' })).status).toBe(200);
  await expectStale(roundId, { question: 0, stage: 'revealed' }, 5);
  expect(await storedSkips(roundId)).toHaveLength(2);
});

it('stores only the presses that move the round when the screen names no stage', async () => {
  const roundId = await runningRound();
  // The first locks question 0, the second cuts its reveal to its least; the other four move nothing.
  expect((await press(roundId, { question: 0 })).status).toBe(200);
  expect((await press(roundId, { question: 0 })).status).toBe(200);
  await expectStale(roundId, { question: 0 }, 4);
  expect(await storedSkips(roundId)).toHaveLength(2);
  // A press for a question not on yet is no move either.
  await expectStale(roundId, { question: 2 }, 1);
  expect(await storedSkips(roundId)).toHaveLength(2);
});
