import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from '@plw/protocol/rest/fields';
import { TEXT_MAX, TEXT_MESSAGES } from '@plw/shared/text-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../../support/fixtures.ts';
import { creator, demoAdmin, guest, type TestClient } from '../../support/http.ts';
import { connectRound } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// No stored text is unbounded, and no list that grows with the product comes whole: a 900 KB game name or hashtag
// is refused with its message and stores nothing, and the admin's and creator's lists of games and channels come
// a page at a time (a default size, a maximum, and a cursor that walks every row once). No text a client sends
// holds a control character (a NUL would fail on Postgres as a server error): refused with 400 in queries, paths,
// JSON and multipart bodies and socket payloads, while questions and messages keep their tabs and line breaks.

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

describe('client text holds no control characters', () => {
  const CONTROL = TEXT_MESSAGES.controlCharacters;

  it('answers a NUL in a search, a cursor or an id with 400, never a server error', async () => {
    const player = await guest(server.url);
    const nul = encodeURIComponent('word\u0000');
    const cases: [TestClient, string, string][] = [
      [player, `${api.dailyPuzzles.path}?search=${nul}`, 'search'],
      [player, `${api.channelAll.path}?search=${nul}`, 'search'],
      [player, `${api.subscriptions.path}?search=${nul}`, 'search'],
      [admin, `${api.adminChannelGames.path}?channel_id=${channelId}&search=${nul}`, 'search'],
      [owner, `${api.channelGames.path}?cursor=${nul}`, 'cursor'],
      [player, pathOf(api.channelPage, { id: '01J\u0000' }), 'id'],
    ];
    for (const [client, url, field] of cases) {
      const reply = await client.request<ErrorBody>('GET', url);
      expect(reply.status, url).toBe(400);
      expect(reply.body.error, url).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: CONTROL } });
    }
  });

  it('refuses NUL, C0 and C1 controls in a question and a line break in an option, storing nothing', async () => {
    const gameId = await createGame(server.app.db, channelId, { status: 'DRAFT' });
    const path = pathOf(api.addMcqQuestion, { id: gameId });
    const question = { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] };
    const bad: [Record<string, unknown>, string][] = [
      [{ question: 'Two plus\u0000 two?' }, 'question'],
      [{ question: 'Two plus\u001B two?' }, 'question'],
      [{ question: 'Two plus\u0085 two?' }, 'question'],
      [{ answer: 'Fo\u0000ur' }, 'answer'],
      [{ answer_options: ['Three', 'Fi\nve', 'Six'] }, 'answer_options.1'],
    ];
    const before = await countQuestions(gameId);
    for (const [change, field] of bad) {
      const reply = await owner.request<ErrorBody>('POST', path, { ...question, ...change });
      expect(reply.status, field).toBe(400);
      expect(reply.body.error.fields, field).toEqual({ [field]: CONTROL });
    }
    expect(await countQuestions(gameId)).toBe(before);
  });

  it('takes a question written over several lines, with tabs, as written', async () => {
    const gameId = await createGame(server.app.db, channelId, { status: 'DRAFT' });
    const text = 'Which of these\nis a fruit?\r\n\tChoose one.';
    const reply = await owner.request<{ question: { question: string } }>(
      'POST',
      pathOf(api.addMcqQuestion, { id: gameId }),
      { question: text, answer: 'Apple', answer_options: ['Stone', 'Chair', 'Cloud'] },
    );
    expect(reply.status).toBe(200);
    const stored = await server.app.db
      .selectFrom('mcq_questions')
      .select('question')
      .where('game_id', '=', gameId)
      .execute();
    expect(stored.map((row) => row.question)).toContain(text);
  });

  it('refuses a NUL in a multipart form field, storing nothing', async () => {
    const before = await server.app.db.selectFrom('channel_requests').select('id').execute();
    const form = new FormData();
    const fields = {
      name: 'Asha Menon',
      email: 'nul-request@example.test',
      country_code: '91',
      phone_no: '9876543210',
      channel_name: 'Night Owls',
      channel_description: 'Daily word puzzles\u0000 for curious minds.',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('channel_dp', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'face.png');
    const response = await fetch(new URL(api.channelRequest.path, server.url), { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ channel_description: CONTROL });
    expect(await server.app.db.selectFrom('channel_requests').select('id').execute()).toEqual(before);
  });

  it('answers a NUL in a socket payload with BAD_PAYLOAD, never a server error', async () => {
    const player = await guest(server.url);
    const round = await connectRound(server.url, player.accessToken ?? '');
    try {
      const join = await round.call('round:join', { gameId: 'game\u0000' });
      expect(join).toEqual({ ok: false, error: { code: 'BAD_PAYLOAD', message: CONTROL } });
      const answer = await round.call('round:answer', { gameId: 'g', questionId: 'q', answer: 'Four\u0000' });
      expect(answer).toEqual({ ok: false, error: { code: 'BAD_PAYLOAD', message: CONTROL } });
    } finally {
      round.close();
    }
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function countQuestions(gameId: string) {
  const row = await server.app.db
    .selectFrom('mcq_questions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
