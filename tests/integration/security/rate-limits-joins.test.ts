import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { type Ack, type RoundState } from '@plw/protocol/socket/round-events';
import { defaultRateLimits, defaultRealtimeOptions } from '@plw/server/config';
import { DEMO_ADMIN } from '@plw/server/demo/seed';
import { insertGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, guest, TestClient } from '../../support/http.ts';
import { connectRound, type RoundClient } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { adminSignIn, expectLimited, freshAddress } from './rate-limits-setup.ts';

// Rate limits key on the client's real address (X-Forwarded-For only from TRUST_PROXY), credential checks are
// limited per account too, for a short and bounded time, and a class behind one address joins a round.

describe('an account lock-out', () => {
  const accounts = { freeAttempts: 3, firstLockMs: 1_000, maxLockMs: 2_000, forgetAfterMs: 60_000 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { ...defaultRateLimits, accounts },
      config: { trustProxy: ['127.0.0.1'] },
    });
  });
  afterAll(() => server?.close());

  // The lock is dated and counted on the server's clock: each wait for it to pass moves the clock instead of sleeping.
  it('ends: the real user signs in once it has passed, and locks double only up to the cap', async () => {
    const client = new TestClient(server.url);
    const wrong = () => adminSignIn(client, freshAddress());
    const right = () => adminSignIn(client, freshAddress(), DEMO_ADMIN.phone, DEMO_ADMIN.password);
    for (let i = 0; i < accounts.freeAttempts; i += 1) expect((await wrong()).status).toBe(401);
    const limited = await wrong();
    expectLimited(limited);
    expectLimited(await right());

    await server.clock.advance(Number(limited.headers.get('retry-after')) * 1000 + 100);
    expect((await right()).status).toBe(200);

    // The success cleared the count: a mistyped password is just wrong again.
    for (let i = 0; i < accounts.freeAttempts; i += 1) expect((await wrong()).status).toBe(401);
    const locks: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await wrong();
      expectLimited(refused);
      const seconds = Number(refused.headers.get('retry-after'));
      locks.push(seconds);
      await server.clock.advance(seconds * 1000 + 100);
      expect((await wrong()).status).toBe(401);
    }
    expect(locks).toEqual([1, 2, 2]);
  });
});

describe('joining a live round', () => {
  let server: TestServer;
  let channelId: string;
  const rounds: RoundClient[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: defaultRateLimits,
      config: { realtime: { ...defaultRealtimeOptions } },
    });
    const me = (await (await creator(server.url)).autoSignIn()).body.user;
    if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
    channelId = me.creator.channel_id;
  });
  afterAll(async () => {
    for (const round of rounds) round.close();
    await server?.close();
  });

  async function scheduleRound(): Promise<string> {
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Class quiz',
        score: 10,
        publishing_time: new Date(now.getTime() + 120_000).toISOString(),
        game_duration: 30,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    const question = { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] };
    await insertMcqQuestions(server.app.db, gameId, [question], now);
    return gameId;
  }

  async function player(): Promise<RoundClient> {
    const http = await guest(server.url);
    const round = await connectRound(server.url, http.accessToken ?? '');
    rounds.push(round);
    return round;
  }

  // How fast 200 joins go through is real time (Date.now), whatever the server's clock says.
  it('takes a class of 200 behind one address into one round within 10 s, on the real clock', async () => {
    const gameId = await scheduleRound();
    const players: RoundClient[] = [];
    for (let i = 0; i < 200; i += 1) players.push(await player());
    const started = Date.now();
    const joins = await Promise.all(players.map((p) => p.call<RoundState>('round:join', { gameId })));
    const refused = joins.filter((join) => !join.ok);
    expect(refused).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it('refuses one player flooding joins per socket and per player, while the rest of the class still joins', async () => {
    const gameId = await scheduleRound();
    const limits = defaultRealtimeOptions.joins;
    if (!limits) throw new Error('joins are limited by default');
    const { perSocket, perPlayer } = limits;
    const http = await guest(server.url);
    const sockets: RoundClient[] = [];
    const socket = async () => {
      const round = await connectRound(server.url, http.accessToken ?? '');
      rounds.push(round);
      sockets.push(round);
      return round;
    };
    const joinAll = (round: RoundClient, times: number) =>
      Promise.all(Array.from({ length: times }, () => round.call<RoundState>('round:join', { gameId })));
    const codeOf = (join: Ack<RoundState>) => (join.ok ? 'OK' : join.error.code);

    const first = await joinAll(await socket(), perSocket.burst + 1);
    expect(first.map(codeOf)).toEqual([...Array(perSocket.burst).fill('OK'), 'RATE_LIMITED']);
    const second = await joinAll(await socket(), perPlayer.burst - perSocket.burst + 1);
    expect(second.map(codeOf)).toEqual([...Array(perPlayer.burst - perSocket.burst).fill('OK'), 'RATE_LIMITED']);

    const classmate = await player();
    expect(codeOf(await classmate.call<RoundState>('round:join', { gameId }))).toBe('OK');
  });
});
