import path from 'node:path';
import { type AuthResponse, api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { openDatabase } from '@plw/server/db/connect';
import { up as addUsernameKeys } from '@plw/server/db/migrations/0010-username-keys';
import { up as addChannelNameKeys } from '@plw/server/db/migrations/0012-channel-name-keys';
import { NAME_MESSAGES } from '@plw/shared/rules/names';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../../support/http.ts';
import { createTestDatabase } from '../../support/test-database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Names that impersonate: direction overrides, NUL and invisible characters are refused wherever a name is written
// (people, channels, games and hashtags, playlists, gifts); fullwidth forms are folded; a username or a channel name
// cannot be taken again by changing its case or a letter for a look-alike; names spelt with the joiners Malayalam,
// Hindi and Arabic need are kept.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FORBIDDEN = NAME_MESSAGES.forbiddenCharacters;
const USERNAME_TAKEN = 'This username is already taken';

function setProfile(client: TestClient, body: Record<string, unknown>) {
  return client.request<AuthResponse & { error?: { code: string; message: string; fields?: Record<string, string> } }>(
    'PATCH',
    api.updateProfile.path,
    body,
  );
}

async function storedPlayer(client: TestClient) {
  const id = (await client.autoSignIn()).body.user.user_id;
  return server.app.db.selectFrom('players').select(['name', 'username']).where('user_id', '=', id).executeTakeFirst();
}

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

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function countRows(table: 'games' | 'playlists' | 'gifts' | 'channels' | 'channel_requests') {
  const row = await server.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('names shown to players: games, hashtags, playlists and gifts', () => {
  const game = { type: 'Mcq', mode: 'DAILY', language: 'English' };

  it('refuses a game name and hashtag with direction overrides and NUL, storing nothing', async () => {
    const owner = await creator(server.url);
    const before = await countRows('games');
    const reply = await owner.request<ErrorReply>('POST', api.createGame.path, {
      ...game,
      game_name: 'Quiz \u202Egnp.exe\u0000 x',
      hashtag: '\u202E#abc',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: FORBIDDEN,
      fields: { game_name: FORBIDDEN, hashtag: FORBIDDEN },
    });
    expect(await countRows('games')).toBe(before);
  });

  it.each([
    ['Malayalam with a zero-width joiner', 'ശ്രീ\u200Dരാം ക്വിസ്', '#ശ്രീ\u200Dരാം'],
    ['Arabic with a zero-width non-joiner', 'مسابقة علی\u200Cرضا', '#علی\u200Cرضا'],
  ])('accepts a game name and hashtag in %s, stored as written', async (_, name, hashtag) => {
    const owner = await creator(server.url);
    const reply = await owner.request<{ game: { game_id: string; game_name: string; hashtag: string } }>(
      'POST',
      api.createGame.path,
      { ...game, game_name: name, hashtag },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.game).toMatchObject({ game_name: name, hashtag });
    const stored = await server.app.db
      .selectFrom('games')
      .select(['game_name', 'hashtag'])
      .where('id', '=', reply.body.game.game_id)
      .executeTakeFirst();
    expect(stored).toEqual({ game_name: name, hashtag });
  });

  it('refuses a playlist name with a direction override and a bell, on create and rename, storing nothing', async () => {
    const owner = await creator(server.url);
    const before = await countRows('playlists');
    const created = await owner.request<ErrorReply>('POST', api.createPlaylist.path, { name: '\u202Eabc\u0007' });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: FORBIDDEN } });
    expect(await countRows('playlists')).toBe(before);

    const playlist = await owner.request<{ playlist: { playlist_id: string } }>('POST', api.createPlaylist.path, {
      name: 'Weekend puzzles',
    });
    expect(playlist.status).toBe(200);
    const id = playlist.body.playlist.playlist_id;
    const renamed = await owner.request<ErrorReply>('PATCH', pathOf(api.renamePlaylist, { id }), {
      name: 'Weekend\u200B puzzles',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields).toEqual({ name: FORBIDDEN });
    const stored = await server.app.db.selectFrom('playlists').select('name').where('id', '=', id).executeTakeFirst();
    expect(stored?.name).toBe('Weekend puzzles');
  });

  it('refuses a gift name with a direction override, storing nothing', async () => {
    const owner = await creator(server.url);
    const me = await owner.autoSignIn();
    if (me.body.user.role !== 'CREATOR') throw new Error('the demo creator signs in as a creator');
    const gameId = await createGame(server.app.db, me.body.user.creator.channel_id, { status: 'DRAFT' });
    const before = await countRows('gifts');
    const reply = await owner.request<ErrorReply>('POST', pathOf(api.addGameGift, { id: gameId }), {
      name: 'Gift \u202Edraw',
      description: 'A book\nand a pen',
      value: 10,
      winner_ranks: 1,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ name: FORBIDDEN });
    expect(await countRows('gifts')).toBe(before);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let requestCount = 0;

/** The public channel request form (multipart, with a picture) asking for `channelName`. */
async function requestChannel(channelName: string) {
  requestCount += 1;
  const form = new FormData();
  const fields = {
    name: 'Asha Menon',
    email: `lookalike${requestCount}@example.test`,
    country_code: '91',
    phone_no: '9876543210',
    channel_name: channelName,
    channel_description: 'Daily word puzzles for curious minds.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('channel_dp', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'face.png');
  const response = await fetch(new URL(api.channelRequest.path, server.url), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as ErrorReply & { request_id?: string } };
}

describe('channel names are unique by how they look', () => {
  const TAKEN = CHANNEL_ACCOUNT_MESSAGES.channelNameTaken;
  const takenError = { code: 'CONFLICT', message: TAKEN, fields: { channel_name: TAKEN } };
  // The demo channel is Word Wizards; a second channel tries to look like it.
  let wizardsOwner: TestClient;
  let otherOwner: TestClient;
  const other = { channel_name: 'Puzzle Parlour', channel_description: 'Puzzles for a rainy day.' };

  beforeAll(async () => {
    wizardsOwner = await creator(server.url);
    await createChannelWithCreator(server.app.db, {
      email: 'parlour@example.test',
      password: 'Creator@2026',
      channelName: other.channel_name,
    });
    otherOwner = await creator(server.url, 'parlour@example.test', 'Creator@2026');
  });

  it.each([
    ['its lower case', 'word wizards'],
    ['a Cyrillic о', 'W\u043Erd Wizards'],
  ])('refuses a channel request for %s of a channel name, storing nothing', async (_, lookAlike) => {
    const before = await countRows('channel_requests');
    const reply = await requestChannel(lookAlike);
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject(takenError);
    expect(await countRows('channel_requests')).toBe(before);
  });

  it('refuses a request for a look-alike of a name a waiting request asked for', async () => {
    expect((await requestChannel('Spell Sages')).status).toBe(200);
    const before = await countRows('channel_requests');
    const reply = await requestChannel('spell s\u0430ges');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject(takenError);
    expect(await countRows('channel_requests')).toBe(before);
  });

  it('refuses to approve a request whose name a channel took meanwhile, creating nothing', async () => {
    const admin = await demoAdmin(server.url);
    const requested = await requestChannel('Riddle Rangers');
    expect(requested.status).toBe(200);
    const id = requested.body.request_id ?? '';
    // Another channel takes a look-alike of the name while the request waits.
    const rename = await otherOwner.request('PATCH', api.updateChannelSettings.path, {
      ...other,
      channel_name: 'R\u0456ddle Rangers',
    });
    expect(rename.status).toBe(200);
    const channels = await countRows('channels');

    const reply = await admin.request<ErrorReply>('POST', pathOf(api.approveChannelRequest, { id }));
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject(takenError);
    expect(await countRows('channels')).toBe(channels);
    const request = await server.app.db
      .selectFrom('channel_requests')
      .select(['status', 'channel_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(request).toEqual({ status: 'PENDING', channel_id: null });

    expect((await otherOwner.request('PATCH', api.updateChannelSettings.path, other)).status).toBe(200);
  });

  it.each([
    ['its upper case', 'WORD WIZARDS'],
    ['a Cyrillic о', 'W\u043Erd Wizards'],
  ])("refuses to rename a channel to %s of another channel's name, keeping the old one", async (_, lookAlike) => {
    const reply = await otherOwner.request<ErrorReply>('PATCH', api.updateChannelSettings.path, {
      ...other,
      channel_name: lookAlike,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject(takenError);
    const after = await otherOwner.request<{ channel: { channel_name: string } }>('GET', api.channelDetails.path);
    expect(after.body.channel.channel_name).toBe(other.channel_name);
  });

  it('lets a channel change the case of its own name', async () => {
    const settings = { channel_description: 'Spells, words and wizards.' };
    const reply = await wizardsOwner.request<{ channel: { channel_name: string } }>(
      'PATCH',
      api.updateChannelSettings.path,
      { ...settings, channel_name: 'Word wizards' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.channel.channel_name).toBe('Word wizards');
    const back = { ...settings, channel_name: 'Word Wizards' };
    expect((await wizardsOwner.request('PATCH', api.updateChannelSettings.path, back)).status).toBe(200);
  });

  it('keeps a look-alike kept from before keys protected after the oldest is renamed', async () => {
    // Two channels that already looked alike when keys came: the older holds the key, the younger has none.
    const older = await createChannelWithCreator(server.app.db, {
      email: 'lexicon-old@example.test',
      password: 'Creator@2026',
      channelName: 'Lexicon League',
    });
    const younger = await createChannelWithCreator(server.app.db, {
      email: 'lexicon-new@example.test',
      password: 'Creator@2026',
      channelName: 'Lexicon Leagues',
    });
    await server.app.db
      .updateTable('channels')
      .set({ channel_name: 'lexicon league', channel_name_key: null })
      .where('id', '=', younger.channelId)
      .execute();
    const olderOwner = await creator(server.url, 'lexicon-old@example.test', 'Creator@2026');
    const renamed = await olderOwner.request('PATCH', api.updateChannelSettings.path, {
      channel_name: 'Grammar Guild',
      channel_description: 'Words and more words.',
    });
    expect(renamed.status).toBe(200);
    const keys = await server.app.db
      .selectFrom('channels')
      .select(['id', 'channel_name_key'])
      .where('id', 'in', [older.channelId, younger.channelId])
      .execute();
    expect(keys.find((row) => row.id === younger.channelId)?.channel_name_key).toBeTruthy();

    const reply = await requestChannel('Lexicon League');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject(takenError);
  });
});

describe('channel names stored before look-alike keys', () => {
  it('are all kept: the oldest takes the key, requests get theirs, and no new channel can take a look-alike', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase({
      databaseUrl: database.databaseUrl,
      sqliteFile: path.join(database.dataDir, 'legacy.sqlite'),
    });
    const db = handle.db as unknown as Kysely<{
      channels: { id: string; channel_name: string; channel_name_key: string | null; created_at: string };
      channel_requests: { id: string; channel_name: string; channel_name_key: string | null; status: string };
    }>;
    try {
      await db.schema
        .createTable('channels')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('channel_name', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('channel_requests')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('channel_name', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .execute();
      await db
        .insertInto('channels')
        .values([
          { id: 'c1', channel_name: 'Word Wizards', created_at: '2026-01-01T00:00:00.000Z' },
          { id: 'c2', channel_name: 'word wizards', created_at: '2026-01-02T00:00:00.000Z' },
          { id: 'c3', channel_name: 'W\u043Erd Wizards', created_at: '2026-01-03T00:00:00.000Z' },
          { id: 'c4', channel_name: 'Quiz Den', created_at: '2026-01-04T00:00:00.000Z' },
        ])
        .execute();
      await db
        .insertInto('channel_requests')
        .values([
          { id: 'r1', channel_name: 'Spell Sages', status: 'PENDING' },
          { id: 'r2', channel_name: 'spell sages', status: 'REJECTED' },
        ])
        .execute();

      await addChannelNameKeys(db as unknown as Kysely<unknown>);

      const channels = await db.selectFrom('channels').selectAll().orderBy('id').execute();
      expect(channels.map((row) => row.channel_name)).toEqual([
        'Word Wizards',
        'word wizards',
        'W\u043Erd Wizards',
        'Quiz Den',
      ]);
      expect(channels.map((row) => row.channel_name_key !== null)).toEqual([true, false, false, true]);
      const requests = await db.selectFrom('channel_requests').selectAll().orderBy('id').execute();
      expect(requests.map((row) => row.channel_name)).toEqual(['Spell Sages', 'spell sages']);
      expect(requests[0]?.channel_name_key).toBeTruthy();
      expect(requests[1]?.channel_name_key).toBe(requests[0]?.channel_name_key);
      const wizardsKey = channels[0]?.channel_name_key ?? '';
      await expect(
        db
          .insertInto('channels')
          .values({ id: 'c5', channel_name: 'WORD WIZARDS', channel_name_key: wizardsKey, created_at: 'x' })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
