import { api } from '@plw/protocol/api';
import type { GamePage } from '@plw/protocol/rest/discover';
import { insertGame, type NewGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The play-circle lists and channel pages: only released public games, every filter narrows, search matches a
// game's name, hashtag or channel, pages follow each other by cursor without gaps or repeats.

let server: TestServer;
let player: TestClient;
let channelId: string;
const ids: Record<string, string> = {};
const minute = 60_000;

async function game(key: string, values: Partial<NewGame> = {}) {
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      game_name: `Zeta ${key}`,
      language: 'English',
      status: 'RELEASED',
      publishing_time: new Date(Date.now() - 60 * minute).toISOString(),
      ...values,
    },
    new Date(),
  );
  ids[key] = gameId;
}

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'lists@demo.test',
    password: 'Channel@L1',
    channelName: 'Lists Lab',
  }));
  await game('daily-plain', { mode: 'DAILY', hashtag: 'Geography' });
  await game('daily-local-de', { mode: 'DAILY', language: 'German', local_circle: 1, hashtag: 'Übungen' });
  await game('daily-transit', { mode: 'DAILY', transit_game: 1, supporting_lesson: 1 });
  await game('daily-private', { mode: 'DAILY', visibility: 'PRIVATE' });
  await game('daily-draft', { mode: 'DAILY', status: 'DRAFT' });
  await game('rapid-later', { mode: 'RAPID', publishing_time: at(30 * minute), game_duration: 120 });
  await game('rapid-soon', { mode: 'RAPID', publishing_time: at(5 * minute), game_duration: 120 });
  await game('rapid-running', { mode: 'RAPID_THEN_DAILY', publishing_time: at(-minute), game_duration: 300 });
  await game('rapid-ended', { mode: 'RAPID', publishing_time: at(-10 * minute), game_duration: 60 });
  await game('then-daily-ended', { mode: 'RAPID_THEN_DAILY', publishing_time: at(-10 * minute), game_duration: 60 });
  player = await guest(server.url);
});
afterAll(() => server?.close());

async function names(client: TestClient, path: string): Promise<string[]> {
  const reply = await client.request<GamePage>('GET', path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.games.map((g) => g.game_name).filter((n) => n.startsWith('Zeta ')).map((n) => n.slice(5));
}

describe('daily and rapid lists', () => {
  it("lists released public DAILY games and RAPID_THEN_DAILY games whose round ended, today's puzzles first", async () => {
    // The demo's puzzles of today come first too: a page of 50 holds every game.
    expect(await names(player, `${api.dailyPuzzles.path}?limit=50`)).toEqual([
      'daily-transit',
      'daily-local-de',
      'daily-plain',
      'then-daily-ended',
    ]);
  });

  it('lists live rounds that have not ended, the soonest first', async () => {
    expect(await names(player, api.rapidRiddle.path)).toEqual(['rapid-running', 'rapid-soon', 'rapid-later']);
  });

  it('narrows by language and circle, every filter together', async () => {
    expect(await names(player, `${api.dailyPuzzles.path}?language=German`)).toEqual(['daily-local-de']);
    expect(await names(player, `${api.dailyPuzzles.path}?localcircle=true`)).toEqual(['daily-local-de']);
    expect(await names(player, `${api.dailyPuzzles.path}?transitgames=true&supportinglessons=true`)).toEqual([
      'daily-transit',
    ]);
    expect(await names(player, `${api.dailyPuzzles.path}?transitgames=true&language=German`)).toEqual([]);
  });

  it('searches game names, hashtags and channel names without regard to case', async () => {
    expect(await names(player, `${api.dailyPuzzles.path}?search=DAILY-PLAIN`)).toEqual(['daily-plain']);
    expect(await names(player, `${api.dailyPuzzles.path}?search=geoGRAPHY`)).toEqual(['daily-plain']);
    expect(await names(player, `${api.rapidRiddle.path}?search=lists%20lab`)).toHaveLength(3);
    expect(await names(player, `${api.dailyPuzzles.path}?search=%25`)).toEqual([]);
    // Beyond ASCII too, on both engines.
    for (const search of ['übung', 'ÜBUNGEN']) {
      expect(await names(player, `${api.dailyPuzzles.path}?search=${encodeURIComponent(search)}`)).toEqual(['daily-local-de']);
    }
  });

  it('ignores a blank search', async () => {
    expect(await names(player, `${api.dailyPuzzles.path}?search=%20%20&limit=50`)).toHaveLength(4);
  });
});

describe('circle lists', () => {
  it('lists each circle with its mode filter', async () => {
    expect(await names(player, api.localCircleGames.path)).toEqual(['daily-local-de']);
    expect(await names(player, api.transitGames.path)).toEqual(['daily-transit']);
    expect(await names(player, api.supportingLessons.path)).toEqual(['daily-transit']);
    expect(await names(player, `${api.transitGames.path}?mode=RAPID`)).toEqual([]);
    expect(await names(player, `${api.transitGames.path}?mode=DAILY&search=transit`)).toEqual(['daily-transit']);
  });

  it('refuses modes and languages outside the spec', async () => {
    const mode = await player.request('GET', `${api.transitGames.path}?mode=RAPID_THEN_DAILY`);
    expect(mode.status).toBe(400);
    expect(mode.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { mode: expect.any(String) } } });
    expect((await player.request('GET', `${api.localCircleGames.path}?language=French`)).status).toBe(400);
  });
});

describe('pages', () => {
  it('follows next_cursor through every game once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await player.request<GamePage>('GET', `${api.channelGamesList.path.replace(':id', channelId)}${query}`);
      expect(reply.status).toBe(200);
      expect(reply.body.games.length).toBeLessThanOrEqual(2);
      seen.push(...reply.body.games.map((g) => g.game_id));
      cursor = reply.body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(8);
    expect(seen).not.toContain(ids['daily-private']);
  });

  it('pages live rounds by start time', async () => {
    const first = await player.request<GamePage>('GET', `${api.rapidRiddle.path}?limit=1&search=zeta`);
    const second = await player.request<GamePage>(
      'GET',
      `${api.rapidRiddle.path}?limit=5&search=zeta&cursor=${first.body.next_cursor ?? ''}`,
    );
    expect([...first.body.games, ...second.body.games].map((g) => g.game_id)).toEqual([
      ids['rapid-running'],
      ids['rapid-soon'],
      ids['rapid-later'],
    ]);
    expect(second.body.next_cursor).toBeNull();
  });

  it('refuses a bad cursor and a page size past 50', async () => {
    const bad = await player.request('GET', `${api.dailyPuzzles.path}?cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { cursor: expect.stringContaining('cursor') } } });
    expect((await player.request('GET', `${api.dailyPuzzles.path}?limit=51`)).status).toBe(400);
    expect((await player.request('GET', `${api.dailyPuzzles.path}?limit=0`)).status).toBe(400);
  });
});

describe('channels', () => {
  it('shows a channel with its counts to every role, and 404 for an unknown one', async () => {
    for (const client of [player, await creator(server.url), await demoAdmin(server.url)]) {
      const reply = await client.request<{ channel: { games: number; subscribers: number } }>(
        'GET',
        api.channelPage.path.replace(':id', channelId),
      );
      expect(reply.status).toBe(200);
      expect(reply.body.channel).toMatchObject({ channel_name: 'Lists Lab', games: 8, subscribers: 0, subscribed: false });
    }
    const missing = await player.request('GET', api.channelPage.path.replace(':id', 'nope'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Channel not found' } });
  });

  it('lists channels by name, searched, in pages', async () => {
    const all = await player.request<{ channels: { channel_name: string }[]; next_cursor: string | null }>(
      'GET',
      `${api.channelAll.path}?limit=1`,
    );
    expect(all.body.channels.map((c) => c.channel_name)).toEqual(['Lists Lab']);
    expect(all.body.next_cursor).not.toBeNull();
    const next = await player.request<{ channels: { channel_name: string }[]; next_cursor: string | null }>(
      'GET',
      `${api.channelAll.path}?limit=1&cursor=${all.body.next_cursor ?? ''}`,
    );
    // The demo's four channels follow, by name.
    expect(next.body.channels.map((c) => c.channel_name)).toEqual(['Nature Nook']);
    const rest = await player.request<{ channels: { channel_name: string }[]; next_cursor: string | null }>(
      'GET',
      `${api.channelAll.path}?limit=10&cursor=${next.body.next_cursor ?? ''}`,
    );
    expect(rest.body.channels.map((c) => c.channel_name)).toEqual(['Spice Route', 'Time Travellers', 'Word Wizards']);
    expect(rest.body.next_cursor).toBeNull();
    const searched = await player.request<{ channels: { channel_name: string }[] }>(
      'GET',
      `${api.channelAll.path}?search=WIZ`,
    );
    expect(searched.body.channels.map((c) => c.channel_name)).toEqual(['Word Wizards']);
    expect((await player.request('GET', `${api.channelAll.path}?filter=Everyone`)).status).toBe(400);
  });
});

describe('shared list cache', () => {
  type Cards = { channels: { channel_name: string; subscribers: number; subscribed: boolean }[] };
  const listsLab = async (client: TestClient) => {
    const reply = await client.request<Cards>('GET', `${api.channelAll.path}?search=lists`);
    expect(reply.status).toBe(200);
    return reply.body.channels.find((c) => c.channel_name === 'Lists Lab');
  };

  it("shows a follow at once, and only as the follower's own", async () => {
    const follower = await guest(server.url);
    const other = await guest(server.url);
    const before = (await listsLab(other))?.subscribers ?? -1;

    expect((await follower.request('POST', api.subscribe.path.replace(':channel_id', channelId))).status).toBe(200);

    expect(await listsLab(follower)).toMatchObject({ subscribers: before + 1, subscribed: true });
    expect(await listsLab(other)).toMatchObject({ subscribers: before + 1, subscribed: false });
    expect((await follower.request('DELETE', api.unsubscribe.path.replace(':channel_id', channelId))).status).toBe(200);
    expect(await listsLab(follower)).toMatchObject({ subscribers: before, subscribed: false });
  });

  it('sends a cached list page as JSON, the same to every player', async () => {
    const path = `${api.dailyPuzzles.path}?search=zeta`;
    const first = await player.request<GamePage>('GET', path);
    const second = await (await guest(server.url)).request<GamePage>('GET', path);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    expect(first.body.games.length).toBeGreaterThan(0);
  });
});

describe("the Daily tab's order", () => {
  it("lists today's daily puzzles first, then the rest newest first, and pages through them once each", async () => {
    const day = 24 * 60 * minute;
    const ordered = { mode: 'DAILY', hashtag: 'ordercheck' } as const;
    // Made in another order than they are listed in: the list's order is not the order of their ids.
    await game('order-today', { ...ordered, publishing_time: at(-2 * minute) });
    await game('order-old', { ...ordered, publishing_time: at(-2 * day) });
    await game('order-round', { ...ordered, mode: 'RAPID_THEN_DAILY', publishing_time: at(-20 * minute), game_duration: 60 });
    await game('order-today-early', { ...ordered, publishing_time: at(-23 * 60 * minute) });
    await game('order-yesterday', { ...ordered, publishing_time: at(-day - 5 * minute) });
    const expected = ['order-today', 'order-today-early', 'order-round', 'order-yesterday', 'order-old'];

    expect(await names(player, `${api.dailyPuzzles.path}?search=ordercheck`)).toEqual(expected);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?search=ordercheck&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}${query}`);
      seen.push(...reply.body.games.map((g) => g.game_name.slice(5)));
      cursor = reply.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});
