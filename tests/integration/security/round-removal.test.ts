import { api } from '@plw/protocol/api';
import type { RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { buildApp } from '@plw/server/app';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest } from '../../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../../support/round-client.ts';
import { TestClock } from '../../support/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testConfig } from '../../support/test-server.ts';
import { CAPITALS_QUIZ } from '../../support/fixtures.ts';

// A player removed from a live round for flooding stays out of it after the server restarts: the removal is
// stored with their seat, and the restarted server refuses their join and their answers from storage. The flood
// is counted per player, not per socket: leaving the round first, flooding from a socket that never joined, or
// spreading the flood over many sockets still removes the player from the round where they hold a seat. A removed
// player is no contender: not on the end's podium, not ranked, not on the game's leaderboard, never a gift winner.

const QUESTIONS = CAPITALS_QUIZ.slice(0, 2);

let database: TestDatabase;
let app: FastifyInstance | undefined;
let url = '';
/** The server's clock, the restarted server's too: the tests move it to a round's start. */
const clock = new TestClock();

/** Starts the server over the test database; a second call after close() is a restart on the same data. */
async function boot() {
  app = await buildApp(testConfig(database, { clock }));
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
  const now = new Date(clock.now());
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
  // The start leaves time for the flood, a restart and a rejoin on a loaded machine: a room reopened after its start
  // sends no round:start (the clock is moved to it, so the margin costs nothing).
  const gameId = await scheduleRound(app.db, 6_000, 60);
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
  const other = await connectRound(url, honest.accessToken ?? '', undefined, clock);
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

describe('a flood counted per player, not per socket', () => {
  interface Round {
    gameId: string;
    honest: RoundClient;
    flooderToken: string;
  }

  /**
   * A round starting shortly, an honest player already in it, and a flooder with a seat of their own. The start
   * leaves the flood time on a loaded machine (the clock is moved to it, so the margin costs nothing).
   */
  async function roundWithFlooder(): Promise<Round & { seated: RoundClient }> {
    if (!app) throw new Error('no server');
    const gameId = await scheduleRound(app.db, 10_000, 60);
    const honest = await connectRound(url, (await guest(url)).accessToken ?? '', undefined, clock);
    expect(await honest.call('round:join', { gameId })).toMatchObject({ ok: true });
    const flooderToken = (await guest(url)).accessToken ?? '';
    const seated = await connectRound(url, flooderToken);
    expect(await seated.call('round:join', { gameId })).toMatchObject({ ok: true });
    return { gameId, honest, flooderToken, seated };
  }

  /** The flooder's removal is stored with their seat, and their join and answers are refused; the honest play on. */
  async function expectRemoved({ gameId, honest, flooderToken }: Round) {
    if (!app) throw new Error('no server');
    const removed = await app.db
      .selectFrom('plays')
      .select('removed_reason')
      .where('game_id', '=', gameId)
      .where('removed_at', 'is not', null)
      .execute();
    expect(removed).toEqual([{ removed_reason: 'Too many messages' }]);
    // The budget the flood emptied refills at 20 a second on the server's clock; a message refused now would only
    // cut them off again.
    await clock.advance(300);
    const back = await connectRound(url, flooderToken);
    expect(await back.call('round:join', { gameId })).toMatchObject({
      ok: false,
      error: { code: 'REMOVED', message: 'You were removed from this round' },
    });
    await honest.started();
    const state = await honest.call<RoundState>('round:join', { gameId });
    const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
    if (!question) throw new Error('no question');
    const answer = { gameId, questionId: question.question_id, answer: 'New Delhi' };
    expect(await back.call('round:answer', answer)).toMatchObject({ ok: false, error: { code: 'REMOVED' } });
    expect(await honest.call('round:answer', answer)).toMatchObject({ ok: true });
    back.close();
    honest.close();
  }

  it('removes a player who joined, left the round, and then flooded', async () => {
    const round = await roundWithFlooder();
    expect(await round.seated.call('round:leave', { gameId: round.gameId })).toMatchObject({ ok: true });
    await flood(round.seated);
    await expectRemoved(round);
  }, 30_000);

  it('removes a player who flooded from a second socket that never joined the round', async () => {
    const round = await roundWithFlooder();
    const second = await connectRound(url, round.flooderToken);
    await flood(second);
    await expectRemoved(round);
    // Cut off is the player: their seated socket went too.
    expect(round.seated.socket.connected).toBe(false);
  }, 30_000);

  it('removes a player who spread a flood over many sockets, each within its own budget', async () => {
    const round = await roundWithFlooder();
    const swarm = await Promise.all(Array.from({ length: 8 }, () => connectRound(url, round.flooderToken)));
    // Meanwhile a player with two tabs spends both tabs' whole burst at once: none of it is refused.
    const tabToken = (await guest(url)).accessToken ?? '';
    const tabs = await Promise.all([connectRound(url, tabToken), connectRound(url, tabToken)]);
    const ping = (socket: RoundClient) => socket.call('clock:ping', { clientSentAt: 0 }).catch(() => null);
    const [flooded, tabbed] = await Promise.all([
      Promise.all(swarm.flatMap((socket) => Array.from({ length: 20 }, () => ping(socket)))),
      Promise.all(tabs.flatMap((tab) => Array.from({ length: 20 }, () => ping(tab)))),
    ]);
    // Eight sockets' budgets would let all 160 through; the player's own lets through about two sockets' worth
    // (its burst of 40, less what the seated tab already spent on joining, plus what refills meanwhile).
    const accepted = flooded.filter((reply) => reply?.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThan(60);
    expect(tabbed.every((reply) => reply?.ok)).toBe(true);
    for (const socket of [...swarm, round.seated]) {
      await expect.poll(() => socket.socket.connected, { timeout: 5_000 }).toBe(false);
    }
    expect(tabs.every((tab) => tab.socket.connected)).toBe(true);
    await expectRemoved(round);
    for (const tab of tabs) tab.close();
  }, 30_000);
});

it('ranks a player removed for flooding nowhere: not on the podium, the leaderboard or among the gift winners', async () => {
  if (!app) throw new Error('no server');
  const db = app.db;
  const gameId = await scheduleRound(db, 6_000, 10);
  const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const at = new Date(clock.now()).toISOString();
  await db
    .insertInto('gifts')
    .values({ id: newId(), channel_id: channel.id, game_id: gameId, name: 'Top pen', description: 'For the winner.', value: 10, winner_ranks: 1, image_media_id: null, created_at: at })
    .execute();
  const [flooderHttp, honestHttp] = await Promise.all([guest(url), guest(url)]);
  const flooderId = playerIdIn(flooderHttp.accessToken);
  const honestId = playerIdIn(honestHttp.accessToken);
  const flooder = await connectRound(url, flooderHttp.accessToken ?? '', undefined, clock);
  const honest = await connectRound(url, honestHttp.accessToken ?? '', undefined, clock);
  for (const socket of [flooder, honest]) expect(await socket.call('round:join', { gameId })).toMatchObject({ ok: true });
  await honest.started();
  const state = await honest.call<RoundState>('round:join', { gameId });
  const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
  if (!question) throw new Error('no question');
  const answer = { gameId, questionId: question.question_id, answer: QUESTIONS[0]?.answer };
  // The flooder is right first (the most points), then cut off; the honest player is right later.
  expect(await flooder.call('round:answer', answer)).toMatchObject({ ok: true });
  await clock.advance(1_000);
  expect(await honest.call('round:answer', answer)).toMatchObject({ ok: true });
  await flood(flooder);

  const end = await advanceUntil(clock, honest.waitFor<RoundEnd>('round:end', (e) => e.gameId === gameId, 20_000));
  expect(end.top.map((line) => line.playerId)).toEqual([honestId]);
  expect(end.me?.rank).toBe(1);
  const plays = await db.selectFrom('plays').select(['player_id', 'rank', 'finished_at']).where('game_id', '=', gameId).execute();
  const byPlayer = new Map(plays.map((play) => [play.player_id, play]));
  expect(byPlayer.get(flooderId)).toMatchObject({ rank: null });
  expect(byPlayer.get(flooderId)?.finished_at).not.toBeNull();
  expect(byPlayer.get(honestId)).toMatchObject({ rank: 1 });
  const awards = await db.selectFrom('gift_awards').select(['player_id', 'rank']).execute();
  expect(awards).toEqual([{ player_id: honestId, rank: 1 }]);
  const board = await honestHttp.request<{ leaderboard: { player_id: string; rank: number }[] }>(
    'GET',
    `${api.mcqLeaderboard.path.replace(':id', gameId)}?type=RAPID`,
  );
  expect(board.body.leaderboard.map((line) => [line.player_id, line.rank])).toEqual([[honestId, 1]]);
  const report = await flooderHttp.request<{ rank: number | null }>('GET', api.mcqReport.path.replace(':id', gameId));
  expect(report.body.rank).toBeNull();
  honest.close();
}, 40_000);

/** The player id an access token carries. */
function playerIdIn(token: string | undefined): string {
  const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as { playerId?: string };
  if (!claims.playerId) throw new Error('not a player token');
  return claims.playerId;
}
