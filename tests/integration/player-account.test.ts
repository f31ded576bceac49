import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type AuthResponse, api } from '@plw/protocol/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, demoAdmin, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A guest becomes a player with a phone and password and signs in with them on another device; a player
// edits their profile and sets a picture, checked by its content, with nothing left behind when refused.

let server: TestServer;
const account = { country_code: 91, phone: '9812345678', password: 'Player@2026', confirm_password: 'Player@2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const pictures = () => {
  try {
    return readdirSync(path.join(server.database.dataDir, 'media', 'files'));
  } catch {
    return [];
  }
};

async function upload(client: TestClient, bytes: Uint8Array, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(new URL(api.uploadProfilePicture.path, server.url), {
    method: 'PUT',
    headers: { authorization: `Bearer ${client.accessToken ?? ''}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as AuthResponse & { error?: { message: string } } };
}

describe('guest to account', () => {
  let first: TestClient;

  it('refuses a bad phone and passwords that do not match, field by field', async () => {
    first = await guest(server.url);
    const reply = await first.request('POST', api.setPlayerAccount.path, {
      ...account,
      phone: '12ab',
      confirm_password: 'Other@2026',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { phone: 'Phone number must be 5 to 15 digits', confirm_password: 'Passwords do not match' },
      },
    });
  });

  it('makes the guest an authenticated player with a fresh session', async () => {
    const before = await first.request<AuthResponse>('POST', api.autoSignIn.path);
    const reply = await first.signIn(api.setPlayerAccount.path, account);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.user).toMatchObject({
      user_id: before.body.user.user_id,
      role: 'PLAYER',
      player: { authenticated: true, phone_4digit: 5678 },
    });
    expect(reply.headers.get('set-cookie')).toContain('plw_refresh=');
    const again = await first.request<AuthResponse>('POST', api.autoSignIn.path);
    expect(again.body.user).toMatchObject({ user_id: before.body.user.user_id, player: { authenticated: true } });
  });

  it('keeps a phone to one player and an account to one phone', async () => {
    const other = await guest(server.url);
    const taken = await other.request('POST', api.setPlayerAccount.path, account);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringContaining('already registered') } });
    const twice = await first.request('POST', api.setPlayerAccount.path, { ...account, phone: '9800000000' });
    expect(twice.status).toBe(409);
  });

  it('signs the same player in on another device, and refuses a wrong password', async () => {
    const device = new TestClient(server.url);
    const wrong = await device.signIn(api.playerSignIn.path, { ...account, password: 'Wrong@2026' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: { message: 'Invalid phone number or password' } });
    const reply = await device.signIn(api.playerSignIn.path, {
      country_code: account.country_code,
      phone: account.phone,
      password: account.password,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('set-cookie')).toContain('plw_refresh=');
    const own = await first.request<AuthResponse>('POST', api.autoSignIn.path);
    expect(reply.body.user.user_id).toBe(own.body.user.user_id);
    const restored = await device.request<AuthResponse>('POST', api.autoSignIn.path);
    expect(restored.body.user.user_id).toBe(own.body.user.user_id);
  });

  it('is for players only', async () => {
    for (const client of [await creator(server.url), await demoAdmin(server.url)]) {
      expect((await client.request('POST', api.setPlayerAccount.path, account)).status).toBe(403);
      expect((await client.request('PATCH', api.updateProfile.path, { name: 'Someone' })).status).toBe(403);
    }
  });
});

describe('profile', () => {
  it('changes name, username and mother tongue and answers with the fresh user', async () => {
    const player = await guest(server.url);
    const reply = await player.request<AuthResponse>('PATCH', api.updateProfile.path, {
      name: 'Asha',
      username: 'asha_01',
      mother_tongue: 'Malayalam',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ player: { name: 'Asha', username: 'asha_01', mother_tongue: 'Malayalam' } });
    const cleared = await player.request<AuthResponse>('PATCH', api.updateProfile.path, { name: null });
    expect(cleared.body.user).toMatchObject({ player: { name: null, username: 'asha_01' } });

    const other = await guest(server.url);
    const taken = await other.request('PATCH', api.updateProfile.path, { username: 'asha_01' });
    expect(taken.status).toBe(409);
    const bad = await other.request('PATCH', api.updateProfile.path, { username: 'a b', name: 'Al' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { fields: { username: expect.stringContaining('Username'), name: 'Name must be at least 3 characters' } },
    });
  });

  it('sets a picture from a png and serves it as an image', async () => {
    const player = await guest(server.url);
    const reply = await upload(player, PNG, 'me.png');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const url = reply.body.user.role === 'PLAYER' ? reply.body.user.player.profile_pic : null;
    expect(url).toMatch(/^\/api\/media\/[0-9A-Z]{26}$/);
    const served = await fetch(new URL(url ?? '', server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const replaced = await upload(player, PNG, 'again.png');
    expect(replaced.status).toBe(200);
    expect((await fetch(new URL(url ?? '', server.url))).status).toBe(404);
  });

  it('refuses a text file named .png and a file over 10MB, leaving nothing behind', async () => {
    const player = await guest(server.url);
    const before = pictures();
    const text = await upload(player, Buffer.from('just some text, not a picture'), 'fake.png');
    expect(text.status).toBe(400);
    expect(text.body.error?.message).toContain('valid image');
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload(player, huge, 'huge.png');
    expect(large.status, JSON.stringify(large.body).slice(0, 300)).toBe(413);
    expect(large.body.error?.message).toBe('File size must be less than 10MB');
    const none = await player.request('PUT', api.uploadProfilePicture.path, { file: 'x' });
    expect(none.status).toBe(415);
    expect(pictures()).toEqual(before);
    expect(pictures().filter((f) => f.endsWith('.part'))).toEqual([]);
    const rows = await server.app.db.selectFrom('media').select('id').execute();
    expect(rows).toHaveLength(pictures().length);
  });
});
