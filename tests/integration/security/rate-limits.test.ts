import { api } from '@plw/protocol/api';
import { type Ack, PROTOCOL_VERSION, type RoundState } from '@plw/protocol/socket/round-events';
import { defaultRateLimits, defaultRealtimeOptions } from '@plw/server/config';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../support/fixtures.ts';
import { creator, guest, type Reply, TestClient } from '../../support/http.ts';
import { connectRound, type RoundClient } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Rate limits key on the client's real address (X-Forwarded-For only from TRUST_PROXY), credential checks are
// limited per account too, for a short and bounded time, and a class behind one address joins a round.

const PLAYER_PASSWORD = 'Player@2026';
const WRONG = 'Wrong@2026x';
let nextAddress = 1;
/** A forwarded address no test has used yet. */
const freshAddress = () => `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

function expectLimited(reply: Reply) {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  expect((reply.body as { error: { message: string } }).error.message).toMatch(
    /^Too many attempts\. Please try again in \d+ seconds\.$/,
  );
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

const adminSignIn = (client: TestClient, address: string, phone: string = DEMO_ADMIN.phone, password = WRONG) =>
  client.request('POST', api.adminSignIn.path, { country_code: DEMO_ADMIN.country_code, phone, password }, from(address));

/** A socket.io connection sending these headers, and the address the server decided it comes from. */
async function socketAddress(server: TestServer, token: string, headers: Record<string, string>): Promise<string> {
  const socket = io(server.url, {
    auth: { token, protocolVersion: PROTOCOL_VERSION },
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const [seen] = await server.app.rounds.io.in(`user:${userIdOf(token)}`).fetchSockets();
    return seen?.data.address ?? '';
  } finally {
    socket.close();
  }
}

function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return payload.sub;
}

describe('behind no trusted proxy (TRUST_PROXY unset)', () => {
  let server: TestServer;
  let player: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: defaultRateLimits });
    player = await guest(server.url);
  });
  afterAll(() => server?.close());

  it("takes a socket's address from its connection, not from X-Forwarded-For", async () => {
    const address = await socketAddress(server, player.accessToken ?? '', from('198.51.100.7'));
    expect(address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('keeps counting wrong admin passwords whatever X-Forwarded-For says, and refuses the right one while limited', async () => {
    const client = new TestClient(server.url);
    const statuses: number[] = [];
    // Thirty phones, so only the address limit can stop them; a new forged address on every try.
    for (let i = 0; i < 30; i += 1) statuses.push((await adminSignIn(client, freshAddress(), `90000100${10 + i}`)).status);
    const allowed = defaultRateLimits.credentials.max;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses.slice(allowed)).toEqual(Array(30 - allowed).fill(429));
    expectLimited(await adminSignIn(client, freshAddress(), DEMO_ADMIN.phone, DEMO_ADMIN.password));
  });

  it('limits contact messages, channel requests, guest sign-in and reset mail by the real address', async () => {
    const client = new TestClient(server.url);
    const contact = { name: 'Asha Rao', email: 'asha@example.test', message: 'A message long enough to send.' };
    const cases = [
      { name: 'contact', max: 5, send: () => client.request('POST', api.contact.path, contact, from(freshAddress())) },
      {
        name: 'channel request',
        max: defaultRateLimits.credentials.max,
        send: () => client.request('POST', api.channelRequest.path, {}, from(freshAddress())),
      },
      {
        name: 'reset mail',
        max: defaultRateLimits.credentials.max,
        send: () =>
          client.request('POST', api.creatorForgotPassword.path, { email: 'x@example.test' }, from(freshAddress())),
      },
      {
        name: 'guest sign-in',
        max: defaultRateLimits.autoSignIn.max - 1, // One guest signed in before the tests.
        send: () => new TestClient(server.url).request('POST', api.autoSignIn.path, undefined, from(freshAddress())),
      },
    ];
    for (const { name, max, send } of cases) {
      const before: number[] = [];
      for (let i = 0; i < max; i += 1) before.push((await send()).status);
      expect(before.filter((status) => status === 429), name).toEqual([]);
      expectLimited(await send());
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let server: TestServer;
  let creatorSession: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: defaultRateLimits, config: { trustProxy: ['127.0.0.1'] } });
    creatorSession = await creator(server.url);
    const player = await guest(server.url);
    await registerPlayer(server.app.db, userIdOf(player.accessToken ?? ''), PLAYER_PASSWORD);
  });
  afterAll(() => server?.close());

  it('keys HTTP limits and sockets on the address the proxy forwards', async () => {
    const client = new TestClient(server.url);
    const [office, home] = [freshAddress(), freshAddress()];
    for (let i = 0; i < defaultRateLimits.credentials.max; i += 1) {
      expect((await adminSignIn(client, office, `90000200${10 + i}`)).status).toBe(401);
    }
    expectLimited(await adminSignIn(client, office, '9000020099'));
    expect((await adminSignIn(client, home, '9000020099')).status).toBe(401);

    const player = await guest(server.url);
    const token = player.accessToken ?? '';
    expect(await socketAddress(server, token, from('198.51.100.7'))).toBe('198.51.100.7');
    // What the client itself wrote in front of the proxy's entry is not believed.
    expect(await socketAddress(server, token, from('6.6.6.6, 198.51.100.8'))).toBe('198.51.100.8');
  });

  it('stops a slow brute force on one account from a new address each try, at every credential check', async () => {
    const client = new TestClient(server.url);
    const checks = [
      {
        name: 'admin sign-in',
        wrong: () => adminSignIn(client, freshAddress()),
        right: () => adminSignIn(client, freshAddress(), DEMO_ADMIN.phone, DEMO_ADMIN.password),
      },
      {
        name: 'creator sign-in',
        wrong: () =>
          client.request('POST', api.creatorSignIn.path, { email: DEMO_CREATOR.email, password: WRONG }, from(freshAddress())),
        right: () =>
          client.request('POST', api.creatorSignIn.path, { email: DEMO_CREATOR.email, password: DEMO_CREATOR.password }, from(freshAddress())),
      },
      {
        name: 'player sign-in',
        wrong: () =>
          client.request('POST', api.playerSignIn.path, { country_code: 91, phone: '9876543210', password: WRONG }, from(freshAddress())),
        right: () =>
          client.request('POST', api.playerSignIn.path, { country_code: 91, phone: '9876543210', password: PLAYER_PASSWORD }, from(freshAddress())),
      },
      {
        name: 'password reset link',
        wrong: () =>
          client.request(
            'POST',
            api.creatorResetPassword.path,
            { email: DEMO_CREATOR.email, token: `guess-${nextAddress}`, password: 'Guess@2026x', confirm_password: 'Guess@2026x' },
            from(freshAddress()),
          ),
        right: undefined,
      },
      {
        name: 'password change',
        wrong: () =>
          creatorSession.request(
            'POST',
            api.creatorChangePassword.path,
            { old_password: WRONG, new_password: 'Newer@2026x', confirm_password: 'Newer@2026x' },
            from(freshAddress()),
          ),
        right: () =>
          creatorSession.request(
            'POST',
            api.creatorChangePassword.path,
            { old_password: DEMO_CREATOR.password, new_password: 'Newer@2026x', confirm_password: 'Newer@2026x' },
            from(freshAddress()),
          ),
      },
    ];
    for (const { name, wrong, right } of checks) {
      const free: number[] = [];
      for (let i = 0; i < defaultRateLimits.accounts.freeAttempts; i += 1) free.push((await wrong()).status);
      expect(free.every((status) => status === 400 || status === 401), `${name}: ${free.join()}`).toBe(true);
      const limited = await wrong();
      expectLimited(limited);
      expect(Number(limited.headers.get('retry-after')), name).toBeLessThanOrEqual(
        defaultRateLimits.accounts.firstLockMs / 1000,
      );
      if (right) expectLimited(await right());
    }
  });

  it('lets no more than the free tries through when they all come at once', async () => {
    const client = new TestClient(server.url);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => adminSignIn(client, freshAddress(), '9000030001')),
    );
    const checked = burst.filter((reply) => reply.status === 401).length;
    expect(burst.filter((reply) => reply.status !== 401).every((reply) => reply.status === 429)).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(defaultRateLimits.accounts.freeAttempts);
  });
});

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
