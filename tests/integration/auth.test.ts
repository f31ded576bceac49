import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import { guestName } from '@plw/shared/rules/guest-names';
import { adminUserSchema, creatorUserSchema, playerUserSchema } from '@plw/shared/schemas/session-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Sign-in, session restore and rotation, logout and password changes, over real HTTP.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { refreshReuseGraceSeconds: 2 } });
});
afterAll(() => server?.close());

describe('auto sign-in', () => {
  it('creates a guest player and sets an httpOnly refresh cookie scoped to /api/auth', async () => {
    const client = new TestClient(server.url);
    const reply = await client.request<{ accessToken: string; user: unknown }>('POST', api.autoSignIn.path);
    expect(reply.status).toBe(200);
    const user = playerUserSchema.parse(reply.body.user);
    expect(user.player).toMatchObject({ authenticated: false, phone_4digit: null });
    expect(user.player.name).toBe(guestName(user.player.player_id, 'en'));
    expect(typeof reply.body.accessToken).toBe('string');
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^plw_refresh=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('names a new guest with a friendly name in the language the page asks for', async () => {
    for (const language of ['ml', 'ar'] as const) {
      const reply = await new TestClient(server.url).request<{ user: unknown }>(
        'POST',
        `${api.autoSignIn.path}?language=${language}`,
      );
      expect(reply.status).toBe(200);
      const user = playerUserSchema.parse(reply.body.user);
      expect(user.player.name).toBe(guestName(user.player.player_id, language));
    }
    const unknown = await new TestClient(server.url).request('POST', `${api.autoSignIn.path}?language=xx`);
    expect(unknown.status).toBe(400);
  });

  it('returns exactly the spec fields of the session user', async () => {
    const client = new TestClient(server.url);
    const reply = await client.autoSignIn();
    expect(() => playerUserSchema.strict().parse(reply.body.user)).not.toThrow();
    expect(Object.keys(reply.body.user.role === 'PLAYER' ? reply.body.user.player : {}).sort()).toEqual(
      ['authenticated', 'mother_tongue', 'name', 'phone_4digit', 'player_id', 'profile_pic', 'username'].sort(),
    );
  });

  it('restores the same user from the cookie and rotates the cookie', async () => {
    const client = await guest(server.url);
    const first = await client.autoSignIn();
    const cookieAfterFirst = client.cookie;
    const second = await client.autoSignIn();
    expect(second.body.user.user_id).toBe(first.body.user.user_id);
    expect(client.cookie).not.toBe(cookieAfterFirst);
  });

  it('treats a rotated token presented again after the grace period as stolen and ends that session', async () => {
    const client = await guest(server.url);
    const userId = (await client.autoSignIn()).body.user.user_id;
    const stolen = client.cookie;
    await client.autoSignIn(); // the rightful owner rotates
    // The 2 s grace is counted on the server's clock (a refresh token's rotation is dated on it): moved past it.
    await server.clock.advance(2_200);

    const thief = new TestClient(server.url);
    thief.cookie = stolen;
    const replay = await thief.autoSignIn();
    expect(replay.status).toBe(401);

    // The whole session ends: the owner's current token no longer restores it either, and once its cookie
    // is cleared the owner starts again as a new guest.
    const owner = await client.autoSignIn();
    expect(owner.status).toBe(401);
    expect(client.cookie).toBeUndefined();
    expect((await client.autoSignIn()).body.user.user_id).not.toBe(userId);
  });

  it('lets several tabs restore the same session at once', async () => {
    const client = await guest(server.url);
    const userId = (await client.autoSignIn()).body.user.user_id;
    const tabs = Array.from({ length: 4 }, () => {
      const tab = new TestClient(server.url);
      tab.cookie = client.cookie;
      return tab;
    });
    const replies = await Promise.all(tabs.map((tab) => tab.autoSignIn()));
    expect(replies.map((reply) => reply.body.user.user_id)).toEqual(tabs.map(() => userId));
    expect(new Set(tabs.map((tab) => tab.cookie)).size).toBe(tabs.length);
  });

  it('starts a new guest for an unknown cookie', async () => {
    const client = new TestClient(server.url);
    client.cookie = 'plw_refresh=not-a-token';
    const reply = await client.autoSignIn();
    expect(reply.status).toBe(200);
    expect(reply.body.user.role).toBe('PLAYER');
  });
});

describe('admin sign-in', () => {
  const { country_code, phone, password } = DEMO_ADMIN;

  it('signs the demo admin in with the spec user shape and a refresh cookie', async () => {
    const client = new TestClient(server.url);
    const reply = await client.signIn(api.adminSignIn.path, { country_code, phone, password });
    expect(reply.status).toBe(200);
    const user = adminUserSchema.strict().parse(reply.body.user);
    expect(user.admin).toMatchObject({ country_code: 91, phone: '9000000001' });
    expect(client.cookie).toMatch(/^plw_refresh=/);
    const restored = await client.autoSignIn();
    expect(restored.body.user.user_id).toBe(user.user_id);
  });

  it('refuses a wrong password with one message for both unknown phone and wrong password', async () => {
    const client = new TestClient(server.url);
    const wrongPassword = await client.signIn(api.adminSignIn.path, { country_code, phone, password: 'Wrong@2026' });
    const unknownPhone = await client.signIn(api.adminSignIn.path, { country_code, phone: '9999999999', password });
    for (const reply of [wrongPassword, unknownPhone]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.badAdminCredentials } });
    }
  });

  it("answers bad fields with the spec's messages", async () => {
    const client = new TestClient(server.url);
    const reply = await client.request('POST', api.adminSignIn.path, {
      country_code: 0,
      phone: '123',
      password: 'x'.repeat(21),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Country code required',
        fields: {
          country_code: 'Country code required',
          phone: 'Phone number required',
          password: 'Password must be at most 20 characters long',
        },
      },
    });
  });
});

describe('creator sign-in', () => {
  it('signs the demo creator in, with their channel in the user', async () => {
    const client = await creator(server.url);
    const me = await client.autoSignIn();
    const user = creatorUserSchema.strict().parse(me.body.user);
    const channel = await client.request<{ channel: { channel_id: string } }>('GET', api.channelDetails.path);
    expect(channel.body.channel.channel_id).toBe(user.creator.channel_id);
  });

  it('accepts the e-mail in any case and refuses a wrong password', async () => {
    const client = new TestClient(server.url);
    const ok = await client.signIn(api.creatorSignIn.path, {
      email: 'Creator@Demo.Test',
      password: DEMO_CREATOR.password,
    });
    expect(ok.status).toBe(200);
    const bad = await client.signIn(api.creatorSignIn.path, { email: DEMO_CREATOR.email, password: 'Nope@2026x' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ error: { message: ERROR_MESSAGES.badCreatorCredentials } });
  });

  it('says "Invalid email format" for a bad e-mail', async () => {
    const reply = await new TestClient(server.url).request('POST', api.creatorSignIn.path, {
      email: 'not-an-email',
      password: 'Creator@2026',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { fields: { email: 'Invalid email format' } } });
  });
});

describe('logout', () => {
  it('clears the cookie and ends the session: its refresh token is refused, then auto sign-in is a new guest', async () => {
    const client = await demoAdmin(server.url);
    const adminId = (await client.autoSignIn()).body.user.user_id;
    const revoked = client.cookie;
    const reply = await client.request('POST', api.logout.path);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('set-cookie')).toMatch(/plw_refresh=;/);
    expect(client.cookie).toBeUndefined();

    const replay = new TestClient(server.url);
    replay.cookie = revoked;
    expect((await replay.autoSignIn()).status).toBe(401);
    const after = await replay.autoSignIn();
    expect(after.body.user.role).toBe('PLAYER');
    expect(after.body.user.user_id).not.toBe(adminId);
  });
});

describe('change password', () => {
  it('changes a creator password, checks the old one, and signs other sessions out', async () => {
    const { channelId } = await import('../support/fixtures.ts').then((f) =>
      f.createChannelWithCreator(server.app.db, {
        email: 'pw@demo.test',
        password: 'First@2026',
        channelName: 'Pw Channel',
      }),
    );
    expect(channelId).toBeTruthy();
    const session = await creator(server.url, 'pw@demo.test', 'First@2026');
    const otherDevice = await creator(server.url, 'pw@demo.test', 'First@2026');

    const wrongOld = await session.request('POST', api.creatorChangePassword.path, {
      old_password: 'Wrong@2026',
      new_password: 'Second@2026',
      confirm_password: 'Second@2026',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toMatchObject({ error: { fields: { old_password: ERROR_MESSAGES.wrongOldPassword } } });

    const changed = await session.request('POST', api.creatorChangePassword.path, {
      old_password: 'First@2026',
      new_password: 'Second@2026',
      confirm_password: 'Second@2026',
    });
    expect(changed.status).toBe(200);

    const oldPassword = await new TestClient(server.url).signIn(api.creatorSignIn.path, {
      email: 'pw@demo.test',
      password: 'First@2026',
    });
    expect(oldPassword.status).toBe(401);
    await expect(creator(server.url, 'pw@demo.test', 'Second@2026')).resolves.toBeInstanceOf(TestClient);

    expect((await otherDevice.autoSignIn()).status).toBe(401);
    expect((await session.autoSignIn()).body.user.role).toBe('CREATOR');
  });

  it("states every rule the new password breaks in the spec's words", async () => {
    const client = await creator(server.url);
    const cases: [string, Record<string, string>][] = [
      ['short', { new_password: 'New password must be at least 8 characters' }],
      ['waytoolongpassword123!', { new_password: 'New password must be at most 20 characters' }],
      ['ABCDEFG1!', { new_password: 'Password must contain at least one lowercase letter' }],
      ['abcdefg1!', { new_password: 'Password must contain at least one uppercase letter' }],
      ['Abcdefgh!', { new_password: 'Password must contain at least one number' }],
      ['Abcdefgh1', { new_password: 'Password must contain at least one special character' }],
    ];
    for (const [newPassword, fields] of cases) {
      const reply = await client.request('POST', api.creatorChangePassword.path, {
        old_password: DEMO_CREATOR.password,
        new_password: newPassword,
        confirm_password: newPassword.padEnd(8, 'x').slice(0, 20),
      });
      expect(reply.status, newPassword).toBe(400);
      expect(reply.body, newPassword).toMatchObject({ error: { fields } });
    }
    const mismatch = await client.request('POST', api.creatorChangePassword.path, {
      old_password: DEMO_CREATOR.password,
      new_password: 'Abcdefg1!',
      confirm_password: 'Abcdefg1?',
    });
    expect(mismatch.body).toMatchObject({ error: { fields: { confirm_password: 'Passwords do not match' } } });
    const missingOld = await client.request('POST', api.creatorChangePassword.path, {
      old_password: '',
      new_password: 'Abcdefg1!',
      confirm_password: 'Abcdefg1!',
    });
    expect(missingOld.body).toMatchObject({ error: { fields: { old_password: 'Old password is required' } } });
  });

  it('tells a guest to set a password first, and lets a registered player change theirs', async () => {
    const client = await guest(server.url);
    const body = { old_password: 'Player@2026', new_password: 'Player@2027', confirm_password: 'Player@2027' };
    const asGuest = await client.request('POST', api.playerChangePassword.path, body);
    expect(asGuest.status).toBe(400);
    expect(asGuest.body).toMatchObject({ error: { message: ERROR_MESSAGES.noPasswordYet } });

    const me = await client.autoSignIn();
    await registerPlayer(server.app.db, me.body.user.user_id, 'Player@2026');
    const changed = await client.request('POST', api.playerChangePassword.path, body);
    expect(changed.status).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a forged or garbled bearer token with 401', async () => {
    const client = await demoAdmin(server.url);
    const [header, payload] = (client.accessToken ?? '').split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, role: 'ADMIN', sub: 'x' })).toString('base64url')}.bad`;
    for (const token of [tampered, 'garbage']) {
      client.accessToken = token;
      const reply = await client.request('GET', api.adminAllGames.path);
      expect(reply.status).toBe(401);
    }
  });
});
