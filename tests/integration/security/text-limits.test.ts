import { api } from '@plw/protocol/api';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from '@plw/protocol/rest/fields';
import { TEXT_MAX } from '@plw/shared/text-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../../support/fixtures.ts';
import { creator, demoAdmin, guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// No stored text is unbounded, and no list that grows with the product comes whole: a 900 KB game name or hashtag
// is refused with its message and stores nothing, and the admin's and creator's lists of games and channels come
// a page at a time (a default size, a maximum, and a cursor that walks every row once).

let server: TestServer;
let owner: TestClient;
let admin: TestClient;
let channelId: string;

const HUGE = 'x'.repeat(900 * 1024);
const GAMES = LIST_PAGE_DEFAULT + 5;
const CHANNELS = 3;

beforeAll(async () => {
  server = await startTestServer();
  owner = await creator(server.url);
  admin = await demoAdmin(server.url);
  const me = await owner.autoSignIn();
  if (me.body.user.role !== 'CREATOR') throw new Error('the demo creator signs in as a creator');
  channelId = me.body.user.creator.channel_id;
  const existing = await countGames(channelId);
  for (let i = existing; i < GAMES; i += 1) await createGame(server.app.db, channelId, { status: 'RELEASED' });
  for (let i = 0; i < CHANNELS; i += 1) {
    await createChannelWithCreator(server.app.db, {
      email: `paged${i}@example.com`,
      password: 'Creator@2026',
      channelName: `Paged ${i}`,
    });
  }
});
afterAll(() => server?.close());

async function countGames(ofChannel?: string) {
  let query = server.app.db.selectFrom('games').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (ofChannel) query = query.where('channel_id', '=', ofChannel);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('free text has a maximum length', () => {
  const game = { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Fruit quiz' };

  it.each([
    ['game_name', { game_name: HUGE }, `Game name must be at most ${TEXT_MAX.gameName} characters`],
    ['hashtag', { hashtag: HUGE }, `Hashtag must be at most ${TEXT_MAX.hashtag} characters`],
  ])('refuses a 900 KB %s with 400 and its message, storing nothing', async (field, change, message) => {
    const before = await countGames();
    const reply = await owner.request<ErrorBody>('POST', api.createGame.path, { ...game, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect(await countGames()).toBe(before);
  });

  it('takes a game name and hashtag at their maximum length', async () => {
    const reply = await owner.request('POST', api.createGame.path, {
      ...game,
      game_name: 'g'.repeat(TEXT_MAX.gameName),
      hashtag: 'h'.repeat(TEXT_MAX.hashtag),
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a 900 KB contact message, storing nothing', async () => {
    const visitor = await guest(server.url);
    const contact = await visitor.request<ErrorBody>('POST', api.contact.path, {
      name: 'Asha',
      email: 'asha@example.com',
      message: HUGE,
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields).toEqual({ message: `Message must be at most ${TEXT_MAX.contactMessage} characters` });
    const stored = await server.app.db.selectFrom('contact_messages').select('id').execute();
    expect(stored).toEqual([]);
  });
});

/** Every row of a paged list, following `next_cursor` from the first page; also the size of each page. */
async function walk<T>(client: TestClient, path: string, key: string, query: Record<string, string> = {}) {
  const rows: T[] = [];
  const sizes: number[] = [];
  let cursor: string | null | undefined;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const reply = await client.request<Record<string, unknown> & { next_cursor: string | null }>(
      'GET',
      `${path}?${params.toString()}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const page = reply.body[key] as T[];
    rows.push(...page);
    sizes.push(page.length);
    cursor = reply.body.next_cursor;
  } while (cursor && sizes.length < 100);
  return { rows, sizes };
}

describe('lists that grow are paged', () => {
  const lists = () => [
    { name: 'admin all games', client: admin, path: api.adminAllGames.path, key: 'games', id: 'game_id' },
    {
      name: 'admin channel games',
      client: admin,
      path: api.adminChannelGames.path,
      key: 'games',
      id: 'game_id',
      query: { channel_id: channelId },
    },
    { name: "creator's channel games", client: owner, path: api.channelGames.path, key: 'games', id: 'game_id' },
    { name: 'admin all channels', client: admin, path: api.adminAllChannels.path, key: 'channels', id: 'channel_id' },
    {
      name: 'admin channel details',
      client: admin,
      path: api.adminAllChannelDetails.path,
      key: 'channels',
      id: 'channel_id',
    },
  ];

  it('answers the default page size first, and its cursor walks every row once', async () => {
    const totalGames = await countGames();
    const ownGames = await countGames(channelId);
    const channels = (await server.app.db.selectFrom('channels').select('id').execute()).length;
    const totals: Record<string, number> = {
      'admin all games': totalGames,
      'admin channel games': ownGames,
      "creator's channel games": ownGames,
      'admin all channels': channels,
      'admin channel details': channels,
    };
    for (const list of lists()) {
      const { rows, sizes } = await walk<Record<string, string>>(list.client, list.path, list.key, list.query);
      const total = totals[list.name] ?? 0;
      expect(sizes[0], list.name).toBe(Math.min(LIST_PAGE_DEFAULT, total));
      const ids = rows.map((row) => row[list.id]);
      expect(new Set(ids).size, list.name).toBe(ids.length);
      expect(ids.length, list.name).toBe(total);
    }
    expect(ownGames).toBeGreaterThan(LIST_PAGE_DEFAULT);
  });

  it('walks the same rows in small pages', async () => {
    for (const list of lists()) {
      const whole = await walk<Record<string, string>>(list.client, list.path, list.key, list.query);
      const small = await walk<Record<string, string>>(list.client, list.path, list.key, { ...list.query, limit: '2' });
      expect(small.sizes.every((size) => size <= 2), list.name).toBe(true);
      expect(small.rows.map((row) => row[list.id]), list.name).toEqual(whole.rows.map((row) => row[list.id]));
    }
  });

  it('refuses a page larger than the maximum, and a cursor it did not give', async () => {
    for (const list of lists()) {
      const query = new URLSearchParams({ ...list.query, limit: String(LIST_PAGE_MAX + 1) });
      const tooLarge = await list.client.request<ErrorBody>('GET', `${list.path}?${query.toString()}`);
      expect(tooLarge.status, list.name).toBe(400);
      expect(tooLarge.body.error.code, list.name).toBe('VALIDATION_FAILED');
      const forged = new URLSearchParams({ ...list.query, cursor: 'not-a-cursor' });
      const badCursor = await list.client.request<ErrorBody>('GET', `${list.path}?${forged.toString()}`);
      expect(badCursor.status, list.name).toBe(400);
    }
  });
});
