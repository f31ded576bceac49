import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { buildApp } from '@plw/server/app';
import { issueAccountToken } from '@plw/server/domains/channel-accounts/account-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../../support/fixtures.ts';
import { creator, demoAdmin, type Reply, TestClient } from '../../support/http.ts';
import { connectRound } from '../../support/round-client.ts';
import { startTestServer, type TestServer, testConfig } from '../../support/test-server.ts';

// Signed out is signed out: logout, a password change and a password reset end whole sessions (sign-in
// families), the refresh tokens rotated within the reuse grace included, and the access tokens and sockets of
// an ended session stop working within a second, not when their 15 minutes are up.

let server: TestServer;
beforeAll(async () => {
  // The product's grace: every copy of a cookie rotated in the last 30 s is still "fresh" during these tests.
  server = await startTestServer({ config: { refreshReuseGraceSeconds: 30 } });
});
afterAll(() => server?.close());

let accounts = 0;
/** A creator of their own channel, so password changes here touch no other test's account. */
async function freshCreator(password = 'First@2026') {
  accounts += 1;
  const email = `sessions-${accounts}@demo.test`;
  await createChannelWithCreator(server.app.db, { email, password, channelName: `Sessions ${accounts}` });
  return { email, password };
}

/** A second device holding the same refresh cookie (or a copy of it taken earlier). */
function deviceWith(cookie: string | undefined): TestClient {
  const device = new TestClient(server.url);
  device.cookie = cookie;
  return device;
}

/** The refresh cookie of `client` as it is now, and then rotated once, so the first copy is a grace token. */
async function graceCopyOf(client: TestClient): Promise<string | undefined> {
  const before = client.cookie;
  expect((await client.autoSignIn()).status).toBe(200);
  expect(client.cookie).not.toBe(before);
  return before;
}

function expectEndedRefresh(reply: Reply) {
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.sessionExpired } });
  expect(reply.headers.get('set-cookie')).toMatch(/^plw_refresh=;.*Path=\/api\/auth/);
}

/** Asks until the access token is refused, for at most `withinMs`; answers the last status seen. */
async function statusOnceRefused(client: TestClient, path: string, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { status } = await client.request('GET', path);
    if (status === 401 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('logout', () => {
  it('ends the whole session: a refresh cookie rotated in the grace before it is refused with 401 and cleared', async () => {
    const admin = await demoAdmin(server.url);
    const graceCopy = await graceCopyOf(admin);
    expect((await admin.request('POST', api.logout.path)).status).toBe(200);

    const replay = deviceWith(graceCopy);
    expectEndedRefresh(await replay.autoSignIn());
    expect(replay.cookie).toBeUndefined();
    // It does not go on rotating either: the same copy is refused again.
    expectEndedRefresh(await deviceWith(graceCopy).autoSignIn());
  });

  it("refuses the session's access token within a second", async () => {
    const admin = await demoAdmin(server.url);
    expect((await admin.request('GET', api.adminChannelRequests.path)).status).toBe(200);
    const startedAt = Date.now();
    await admin.request('POST', api.logout.path);
    expect(await statusOnceRefused(admin, api.adminChannelRequests.path, 1_000)).toBe(401);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    const reply = await admin.request('GET', api.adminChannelRequests.path);
    expect(reply.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.sessionExpired } });
  });

  it('closes the sockets signed in with the session within a second', async () => {
    const admin = await demoAdmin(server.url);
    const socket = await connectRound(server.url, admin.accessToken ?? '');
    try {
      const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
      await admin.request('POST', api.logout.path);
      const reason = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 1_000))]);
      expect(reason).toBe('io server disconnect');
      // And the token opens no new socket.
      await expect(connectRound(server.url, admin.accessToken ?? '')).rejects.toMatchObject({
        data: { code: 'UNAUTHENTICATED' },
      });
    } finally {
      socket.close();
    }
  });

  it('leaves the other sessions of the same account signed in', async () => {
    const phone = await demoAdmin(server.url);
    const laptop = await demoAdmin(server.url);
    await laptop.request('POST', api.logout.path);
    expect((await phone.request('GET', api.adminChannelRequests.path)).status).toBe(200);
    expect((await phone.autoSignIn()).body.user.role).toBe('ADMIN');
  });
});

describe('password change', () => {
  it('ends every other session, grace tokens included, and the changing session stays signed in', async () => {
    const account = await freshCreator();
    const changing = await creator(server.url, account.email, account.password);
    const other = await creator(server.url, account.email, account.password);
    const otherGraceCopy = await graceCopyOf(other);

    const changed = await changing.request('POST', api.creatorChangePassword.path, {
      old_password: account.password,
      new_password: 'Second@2026',
      confirm_password: 'Second@2026',
    });
    expect(changed.status).toBe(200);

    expectEndedRefresh(await deviceWith(otherGraceCopy).autoSignIn());
    expectEndedRefresh(await deviceWith(other.cookie).autoSignIn());
    expect(await statusOnceRefused(other, api.channelDetails.path, 1_000)).toBe(401);

    // The changing session goes on: its access token works and its (fresh) cookie restores it.
    expect((await changing.request('GET', api.channelDetails.path)).status).toBe(200);
    const restored = await changing.autoSignIn();
    expect(restored.status).toBe(200);
    expect(restored.body.user.role).toBe('CREATOR');
    expect((await changing.request('GET', api.channelDetails.path)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('ends every session of the account, grace tokens included', async () => {
    const account = await freshCreator();
    const signedIn = await creator(server.url, account.email, account.password);
    const graceCopy = await graceCopyOf(signedIn);
    const userId = (await signedIn.autoSignIn()).body.user.user_id;

    const token = await issueAccountToken(server.app.db, userId, 'PASSWORD_RESET', new Date(), 60_000);
    const reset = await new TestClient(server.url).signIn(api.creatorResetPassword.path, {
      email: account.email,
      token,
      password: 'Second@2026',
      confirm_password: 'Second@2026',
    });
    expect(reset.status).toBe(200);

    expectEndedRefresh(await deviceWith(graceCopy).autoSignIn());
    expect(await statusOnceRefused(signedIn, api.channelDetails.path, 1_000)).toBe(401);
    expectEndedRefresh(await signedIn.autoSignIn());
  });
});

describe('a restarted server', () => {
  it('still refuses the access tokens of sessions ended before it started', async () => {
    const admin = await demoAdmin(server.url);
    await admin.request('POST', api.logout.path);
    const restarted = await buildApp(testConfig(server.database, { seedDemo: false }));
    try {
      await restarted.listen({ port: 0, host: '127.0.0.1' });
      const address = restarted.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const elsewhere = new TestClient(`http://127.0.0.1:${port}`);
      elsewhere.accessToken = admin.accessToken;
      expect((await elsewhere.request('GET', api.adminChannelRequests.path)).status).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});
