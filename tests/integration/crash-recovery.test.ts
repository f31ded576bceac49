import path from 'node:path';
import type { AnswerResult, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@plw/protocol/api';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A crash in the middle of a live round: the server is killed with SIGKILL and started again. No answer
// that was acknowledged is lost, and the round goes on to its original end with everyone's final rank.

const QUESTIONS = CAPITALS_QUIZ;

let database: TestDatabase;
let server: ServerProcess | undefined;
let env: Record<string, string>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  env = { DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  port = await freePort();
  server = await startServerProcess(env, port);
});
afterAll(async () => {
  await server?.kill();
  await database?.drop();
});

// These run on the real clock: the server is a process of its own, killed and started again, and the point is that
// the round keeps its real times through that. Their margins hold on a loaded machine (a restart there can take
// several seconds).

/** The server's database, and a live quiz on its first channel starting in 3 s and lasting `durationS`. */
async function liveQuiz(name: string, durationS: number) {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, sqliteFile: path.join(database.dataDir, 'plw.sqlite') });
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const quiz = { startInMs: 3_000, durationS, questions: QUESTIONS, name };
  const { gameId } = await scheduleLiveQuiz(handle.db, channel.id, quiz);
  return { handle, gameId };
}

/** A guest signed in on the running server, with a round socket to it. */
async function seatPlayer() {
  if (!server) throw new Error('no server');
  const http = new TestClient(server.url);
  await http.autoSignIn();
  return { http, round: await connectRound(server.url, http.accessToken ?? '') };
}

it('keeps every acknowledged answer through SIGKILL and ends the round on time, on the real clock', async () => {
  if (!server) throw new Error('no server');
  const { handle, gameId } = await liveQuiz('Crash round', 20);

  const { http: alice, round: aliceRound } = await seatPlayer();
  const { round: bobRound } = await seatPlayer();
  const joined = await aliceRound.call<RoundState>('round:join', { gameId });
  await bobRound.call('round:join', { gameId });
  if (!joined.ok) throw new Error(joined.error.message);
  const endsAt = joined.data.endsAt;
  await aliceRound.started();

  const state = await aliceRound.call<RoundState>('round:join', { gameId });
  const questions = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions : [];
  const acked: string[] = [];
  for (const [i, q] of questions.slice(0, 2).entries()) {
    const reply = await aliceRound.call<AnswerResult>('round:answer', { gameId, questionId: q.question_id, answer: QUESTIONS[i]?.answer });
    if (reply.ok) acked.push(q.question_id);
  }
  const bobReply = await bobRound.call<AnswerResult>('round:answer', { gameId, questionId: questions[0]?.question_id, answer: 'Mumbai' });
  expect(acked).toHaveLength(2);
  expect(bobReply.ok).toBe(true);

  await server.kill('SIGKILL');
  aliceRound.close();
  bobRound.close();
  server = await startServerProcess(env, port);

  const stored = await handle.db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select(['answers.question_id', 'plays.player_id'])
    .where('plays.game_id', '=', gameId)
    .execute();
  expect(stored).toHaveLength(3);

  // Alice comes back; Bob does not. The round carries on to its original end and ranks them both.
  const aliceAgain = await connectRound(server.url, alice.accessToken ?? '');
  const resumed = await aliceAgain.call<RoundState>('round:join', { gameId });
  expect(resumed).toMatchObject({ ok: true, data: { phase: 'running', endsAt } });
  // Her answers are back, locked in with their verdicts sealed until the end.
  if (resumed.ok) expect((resumed.data.lockedIn ?? []).map((a) => a.questionId).sort()).toEqual([...acked].sort());
  const third = questions[2];
  if (third) {
    const reply = await aliceAgain.call('round:answer', { gameId, questionId: third.question_id, answer: 'Cairo' });
    expect(reply).toMatchObject({ ok: true, data: { locked: true } });
  }

  const ended = await aliceAgain.next<RoundEnd>('round:end', 30_000);
  expect(Math.abs(ended.endedAt - endsAt)).toBe(0);
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 50);
  expect(ended.top).toHaveLength(2);
  expect(ended.me?.rank).toBe(1);
  aliceAgain.close();

  const plays = await handle.db.selectFrom('plays').selectAll().where('game_id', '=', gameId).execute();
  expect(plays.map((p) => p.rank).sort()).toEqual([1, 2]);
  expect(plays.every((p) => p.finished_at !== null)).toBe(true);
  await handle.close();
}, 150_000);

it('settles a round whose end passed while the server was down as it comes back, and tells its players their ranks, on the real clock', async () => {
  if (!server) throw new Error('no server');
  const { handle, gameId } = await liveQuiz('Round ended while down', 6);
  const players = [];
  for (const right of [true, false]) {
    const { http, round } = await seatPlayer();
    await round.call<RoundState>('round:join', { gameId });
    players.push({ http, round, right });
  }
  await players[0]?.round.started();
  let endsAt = 0;
  for (const { round, right } of players) {
    const state = await round.call<RoundState>('round:join', { gameId });
    if (!state.ok || state.data.questions?.type !== 'Mcq') throw new Error('no questions');
    endsAt = state.data.endsAt;
    const [first] = state.data.questions.questions;
    const reply = await round.call('round:answer', { gameId, questionId: first?.question_id, answer: right ? 'New Delhi' : 'Mumbai' });
    expect(reply.ok).toBe(true);
  }

  // Every process is down when the round ends, and comes back after.
  await server.kill('SIGKILL');
  for (const { round } of players) round.close();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt + 500 - Date.now())));
  const unsettled = await handle.db.selectFrom('plays').select('rank').where('game_id', '=', gameId).execute();
  expect(unsettled.map((p) => p.rank)).toEqual([null, null]);
  server = await startServerProcess(env, port);

  const plays = () => handle.db.selectFrom('plays').selectAll().where('game_id', '=', gameId).execute();
  await expect.poll(async () => (await plays()).every((p) => p.finished_at !== null), { timeout: 20_000 }).toBe(true);
  expect((await plays()).map((p) => p.rank).sort()).toEqual([1, 2]);

  // A player coming back is told the round is over, and the round's board gives them their final rank.
  for (const [i, { http }] of players.entries()) {
    const again = await connectRound(server.url, http.accessToken ?? '');
    expect(await again.call('round:join', { gameId })).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });
    again.close();
    const board = await http.request<{ me: { rank: number } | null }>('GET', api.mcqLeaderboard.path.replace(':id', gameId));
    expect(board.status).toBe(200);
    expect(board.body.me?.rank).toBe(i + 1);
  }
  await handle.close();
}, 150_000);
