import { api } from '@plw/protocol/api';
import { defaultRateLimits } from '@plw/server/config';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../support/fixtures.ts';
import { creator, guest, TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import {
  adminSignIn,
  expectLimited,
  freshAddress,
  from,
  nextAddress,
  PLAYER_PASSWORD,
  socketAddress,
  userIdOf,
  WRONG,
} from './rate-limits-setup.ts';

// Rate limits key on the client's real address (X-Forwarded-For only from TRUST_PROXY), credential checks are
// limited per account too, for a short and bounded time, and a class behind one address joins a round.

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
