import type { RoundState } from '@plw/protocol/socket/round-events';
import { buildApp } from '@plw/server/app';
import { insertGame, insertMcqQuestions } from '@plw/server/domains/games/repository';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guest } from '../../support/http.ts';
import { connectRound, type RoundClient } from '../../support/round-client.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testConfig } from '../../support/test-server.ts';

// A player removed from a live round for flooding stays out of it after the server restarts: the removal is
// stored with their seat, and the restarted server refuses their join and their answers from storage.

const QUESTIONS = [
  { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
];

let database: TestDatabase;
let app: FastifyInstance | undefined;
let url = '';

/** Starts the server over the test database; a second call after close() is a restart on the same data. */
async function boot() {
  app = await buildApp(testConfig(database));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await boot();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function scheduleRound(db: FastifyInstance['db'], startInMs: number, durationSeconds: number) {
  const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const now = new Date();
  const { gameId } = await insertGame(
    db,
    channel.id,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: 'Flooded round',
      publishing_time: new Date(now.getTime() + startInMs).toISOString(),
      game_duration: durationSeconds,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(db, gameId, QUESTIONS, now);
  return gameId;
}

/** Sends far more than the socket's budget until the server cuts it off. */
async function flood(round: RoundClient) {
  await Promise.all(Array.from({ length: 130 }, () => round.call('clock:ping', { clientSentAt: 0 }).catch(() => null)));
  await expect.poll(() => round.socket.connected, { timeout: 5_000 }).toBe(false);
}

it('keeps a player removed for flooding out of the round after the server restarts', async () => {
  if (!app) throw new Error('no server');
  const gameId = await scheduleRound(app.db, 1_500, 60);
  const flooder = await guest(url);
  const honest = await guest(url);
  const token = flooder.accessToken ?? '';
  const first = await connectRound(url, token);
  expect(await first.call('round:join', { gameId })).toMatchObject({ ok: true });
  await flood(first);

  await app.close();
  app = undefined;
  const restarted = await boot();

  const back = await connectRound(url, token);
  expect(await back.call('round:join', { gameId })).toMatchObject({
    ok: false,
    error: { code: 'REMOVED', message: 'You were removed from this round' },
  });
  // The removal is on the flooder's seat, the round's only one so far.
  const seat = await restarted.db
    .selectFrom('plays')
    .select(['removed_at', 'removed_reason'])
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  expect(seat.removed_at).not.toBeNull();
  expect(seat.removed_reason).toBe('Too many messages');

  // Once the round runs, an answer is refused too, and nothing of theirs is stored.
  const other = await connectRound(url, honest.accessToken ?? '');
  expect(await other.call('round:join', { gameId })).toMatchObject({ ok: true });
  await other.started();
  const state = await other.call<RoundState>('round:join', { gameId });
  const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
  if (!question) throw new Error('no question');
  const answer = { gameId, questionId: question.question_id, answer: 'New Delhi' };
  expect(await back.call('round:answer', answer)).toMatchObject({ ok: false, error: { code: 'REMOVED' } });
  expect(await other.call('round:answer', answer)).toMatchObject({ ok: true });
  const stored = await restarted.db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select('plays.removed_at')
    .where('plays.game_id', '=', gameId)
    .execute();
  expect(stored.map((row) => row.removed_at)).toEqual([null]);
  back.close();
  other.close();
}, 30_000);
