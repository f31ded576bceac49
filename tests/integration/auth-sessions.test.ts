import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { DEMO_CREATOR } from '@plw/server/demo/seed';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../support/http.ts';
import { server, useAuthServer } from './auth-setup.ts';

// Sign-in, session restore and rotation, logout and password changes, over real HTTP.

useAuthServer();

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
