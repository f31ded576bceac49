import path from 'node:path';
import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { openDatabase } from '@plw/server/db/connect';
import { up as addChannelNameKeys } from '@plw/server/db/migrations/0012-channel-name-keys';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../../support/fixtures.ts';
import { creator, demoAdmin, type TestClient } from '../../support/http.ts';
import { createTestDatabase } from '../../support/test-database.ts';
import { countRows, type ErrorReply, requestChannel, server, useNamesServer } from './names-setup.ts';

// Names that impersonate: direction overrides, NUL and invisible characters are refused wherever a name is written
// (people, channels, games and hashtags, playlists, gifts); fullwidth forms are folded; a username or a channel name
// cannot be taken again by changing its case or a letter for a look-alike; names spelt with the joiners Malayalam,
// Hindi and Arabic need are kept.

useNamesServer();

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
