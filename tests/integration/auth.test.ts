import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import { guestName } from '@plw/shared/rules/guest-names';
import { adminUserSchema, creatorUserSchema, playerUserSchema } from '@plw/shared/schemas/session-user';
import { describe, expect, it } from 'vitest';
import { creator, guest, TestClient } from '../support/http.ts';
import { server, useAuthServer } from './auth-setup.ts';

// Sign-in, session restore and rotation, logout and password changes, over real HTTP.

useAuthServer();

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
