import path from 'node:path';
import { api } from '@plw/protocol/api';
import { openDatabase } from '@plw/server/db/connect';
import { up as addUsernameKeys } from '@plw/server/db/migrations/0010-username-keys';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { creator, guest, TestClient } from '../../support/http.ts';
import { createTestDatabase } from '../../support/test-database.ts';
import { FORBIDDEN, server, setProfile, storedPlayer, useNamesServer, USERNAME_TAKEN } from './names-setup.ts';

// Names that impersonate: direction overrides, NUL and invisible characters are refused wherever a name is written
// (people, channels, games and hashtags, playlists, gifts); fullwidth forms are folded; a username or a channel name
// cannot be taken again by changing its case or a letter for a look-alike; names spelt with the joiners Malayalam,
// Hindi and Arabic need are kept.

useNamesServer();

describe('display names and usernames', () => {
  it.each([
    ['a right-to-left override', 'name', 'Ali\u202Ece'],
    ['NUL', 'name', 'Ali\u0000ce'],
    ['a control character', 'name', 'Ali\u0007ce'],
    ['a right-to-left isolate', 'name', '\u2067Alice'],
    ['a zero-width space', 'name', 'Ali\u200Bce'],
    ['a right-to-left override', 'username', 'ali\u202Ece'],
    ['NUL', 'username', 'ali\u0000ce'],
  ])('refuses %s in a %s with a clear message, storing nothing', async (_, field, value) => {
    const player = await guest(server.url);
    const before = await storedPlayer(player);
    const reply = await setProfile(player, { [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: FORBIDDEN, fields: { [field]: FORBIDDEN } });
    expect(await storedPlayer(player)).toEqual(before);
  });

  it('folds fullwidth letters into the letters they stand for', async () => {
    const player = await guest(server.url);
    const reply = await setProfile(player, { name: 'ＡＳＨＡ', username: 'ａｓｈａ＿９' });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ player: { name: 'ASHA', username: 'asha_9' } });
  });

  it.each([
    ['Malayalam with a zero-width joiner', 'ശ്രീ\u200Dരാം', 'ശ്രീ\u200Dരാം'],
    ['Hindi with a zero-width non-joiner', 'क्\u200Cषमा', 'क्\u200Cषमा'],
    ['Arabic with a zero-width non-joiner', 'علی\u200Cرضا', 'علی\u200Cرضا'],
    ['Tamil', 'தமிழ்செல்வி', 'தமிழ்செல்வி'],
  ])('accepts a name and a username in %s', async (_, name, username) => {
    const player = await guest(server.url);
    const reply = await setProfile(player, { name, username });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ player: { name, username } });
  });

  it('keeps a username to one player, whatever its case or look-alike letters', async () => {
    const alice = await guest(server.url);
    expect((await setProfile(alice, { username: 'Alice' })).status).toBe(200);

    for (const lookAlike of ['alice', 'ALICE', '\u0410lice', 'AIice', 'a1ice', 'ａｌｉｃｅ']) {
      const other = await guest(server.url);
      const before = await storedPlayer(other);
      const reply = await setProfile(other, { username: lookAlike });
      expect(reply.status, lookAlike).toBe(409);
      expect(reply.body.error).toMatchObject({ code: 'CONFLICT', message: USERNAME_TAKEN });
      expect(await storedPlayer(other)).toEqual(before);
    }
    // Its holder may send it again, and change its case.
    expect((await setProfile(alice, { username: 'Alice', name: 'Alice Doe' })).status).toBe(200);
    expect((await setProfile(alice, { username: 'alice' })).status).toBe(200);
    // Once let go, it is free for someone else.
    expect((await setProfile(alice, { username: null })).status).toBe(200);
    const next = await guest(server.url);
    expect((await setProfile(next, { username: '\u0430lice' })).status).toBe(200);
  });
});

describe('creator and channel names', () => {
  it('refuses a direction override in a channel name, keeping the old one', async () => {
    const owner = await creator(server.url);
    const before = await owner.request<{ channel: { channel_name: string } }>('GET', api.channelDetails.path);
    const reply = await owner.request<{ error: { fields: Record<string, string> } }>(
      'PATCH',
      api.updateChannelSettings.path,
      { channel_name: 'Quiz\u202Eziuq', channel_description: 'A channel of quizzes for everyone.' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ channel_name: FORBIDDEN });
    const after = await owner.request<{ channel: { channel_name: string } }>('GET', api.channelDetails.path);
    expect(after.body.channel.channel_name).toBe(before.body.channel.channel_name);
  });

  it('refuses NUL in the name on the contact form', async () => {
    const reply = await new TestClient(server.url).request<{ error: { fields: Record<string, string> } }>(
      'POST',
      api.contact.path,
      { name: 'Asha\u0000', email: 'asha@example.com', message: 'Hello there, a message.' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ name: FORBIDDEN });
  });
});

describe('usernames stored before look-alike keys', () => {
  it('are all kept: the oldest takes the key, and no new player can take a look-alike', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({
      databaseUrl: database.databaseUrl,
      sqliteFile: path.join(database.dataDir, 'legacy.sqlite'),
    });
    const db = handle.db as unknown as Kysely<{
      players: { id: string; username: string | null; username_key: string | null; created_at: string };
    }>;
    try {
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      const players = [
        { id: 'p1', username: 'Alice', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 'p2', username: '\u0410lice', created_at: '2026-01-02T00:00:00.000Z' },
        { id: 'p3', username: 'bob', created_at: '2026-01-03T00:00:00.000Z' },
        { id: 'p4', username: null, created_at: '2026-01-04T00:00:00.000Z' },
      ];
      await db.insertInto('players').values(players).execute();

      await addUsernameKeys(db as unknown as Kysely<unknown>);

      const rows = await db.selectFrom('players').selectAll().orderBy('id').execute();
      expect(rows.map((row) => row.username)).toEqual(['Alice', '\u0410lice', 'bob', null]);
      expect(rows.map((row) => row.username_key !== null)).toEqual([true, false, true, false]);
      const alicesKey = rows[0]?.username_key ?? '';
      await expect(
        db.insertInto('players').values({ id: 'p5', username: 'alice', username_key: alicesKey, created_at: 'x' }).execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
