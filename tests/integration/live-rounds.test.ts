import { api } from '@plw/protocol/api';
import type { LiveRound } from '@plw/protocol/rest/live-rounds';
import { insertGame, type NewGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Home's "Live now / Starting soon": scheduled public live rounds running now or starting within a day,
// followed channels first, running before soon, then soonest, at most ten. Ended, far-off, daily, private and
// unreleased games are not listed.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let player: TestClient;
let followed: string;
let other: string;
const ids = new Map<string, string>();

async function round(
  channelId: string,
  name: string,
  startInMs: number,
  durationS: number,
  extra: Partial<NewGame> = {},
) {
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: name,
      publishing_time: new Date(Date.now() + startInMs).toISOString(),
      game_duration: durationS,
      status: 'RELEASED',
      ...extra,
    },
    new Date(),
  );
  ids.set(name, gameId);
  return gameId;
}

async function liveRounds(client: TestClient): Promise<LiveRound[]> {
  const reply = await client.request<{ rounds: LiveRound[] }>('GET', api.liveRounds.path);
  expect(reply.status).toBe(200);
  return reply.body.rounds;
}

const names = (rounds: LiveRound[]) => rounds.map((r) => r.game_name);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.db;
  ({ channelId: followed } = await createChannelWithCreator(db, {
    email: 'live-followed@demo.test',
    password: 'Channel@L1',
    channelName: 'Followed Live',
  }));
  ({ channelId: other } = await createChannelWithCreator(db, {
    email: 'live-other@demo.test',
    password: 'Channel@L2',
    channelName: 'Other Live',
  }));

  await round(followed, 'Followed running', -MINUTE, 600);
  await round(followed, 'Followed soon', HOUR, 120, { type: 'Kriss_kross_puzzle', language: 'Tamil' });
  await round(other, 'Other running', -30_000, 600);
  await round(other, 'Other soon', 10 * MINUTE, 120);
  await round(other, 'Other then daily', 2 * HOUR, 120, { mode: 'RAPID_THEN_DAILY' });
  // Never listed.
  await round(followed, 'Ended', -20 * MINUTE, 60);
  await round(followed, 'Tomorrow and a bit', 25 * HOUR, 60);
  await round(followed, 'Daily', -MINUTE, 600, { mode: 'DAILY' });
  await round(followed, 'Private', -MINUTE, 600, { visibility: 'PRIVATE' });
  await round(followed, 'Draft', 5 * MINUTE, 60, { status: 'DRAFT' });
  // Late in the day, enough to fill the strip past its ten.
  for (let i = 0; i < 8; i += 1) await round(other, `Evening ${i}`, 20 * HOUR + i * MINUTE, 60);

  player = await guest(server.url);
  const follow = await player.request('POST', api.subscribe.path.replace(':channel_id', followed));
  expect(follow.status).toBe(200);
});
afterAll(() => server?.close());

describe('live rounds on home', () => {
  it('lists followed channels first, running before soon, then soonest, at most ten', async () => {
    const rounds = await liveRounds(player);
    expect(names(rounds)).toEqual([
      'Followed running',
      'Followed soon',
      'Other running',
      'Other soon',
      'Other then daily',
      'Evening 0',
      'Evening 1',
      'Evening 2',
      'Evening 3',
      'Evening 4',
    ]);
    expect(rounds.map((r) => r.subscribed)).toEqual([true, true, ...Array<boolean>(8).fill(false)]);
  });

  it("gives each round its window, phase, channel and game, on the round clock's terms", async () => {
    const rounds = await liveRounds(player);
    const soon = rounds.find((r) => r.game_name === 'Followed soon');
    const running = rounds.find((r) => r.game_name === 'Followed running');
    const game = await server.app.db
      .selectFrom('games')
      .select(['publishing_time'])
      .where('id', '=', ids.get('Followed soon') ?? '')
      .executeTakeFirstOrThrow();
    expect(soon).toEqual({
      game_id: ids.get('Followed soon'),
      game_name: 'Followed soon',
      game_type: 'Kriss_kross_puzzle',
      language: 'Tamil',
      image: null,
      channel_id: followed,
      channel_name: 'Followed Live',
      subscribed: true,
      phase: 'soon',
      starts_at: game.publishing_time,
      ends_at: new Date(Date.parse(game.publishing_time ?? '') + 120_000).toISOString(),
    });
    expect(running).toMatchObject({ phase: 'running', game_type: 'Mcq' });
    expect(Date.parse(running?.ends_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('leaves out ended, far-off, daily, private and unreleased games', async () => {
    const listed = names(await liveRounds(player));
    for (const name of ['Ended', 'Tomorrow and a bit', 'Daily', 'Private', 'Draft']) expect(listed).not.toContain(name);
  });

  it('orders by the clock alone for a player who follows nobody', async () => {
    const rounds = await liveRounds(await guest(server.url));
    expect(names(rounds).slice(0, 5)).toEqual([
      'Followed running',
      'Other running',
      'Other soon',
      'Followed soon',
      'Other then daily',
    ]);
    expect(rounds).toHaveLength(10);
    expect(rounds.every((r) => !r.subscribed)).toBe(true);
  });

  it('answers every signed-in role and no one signed out', async () => {
    expect(await liveRounds(await creator(server.url))).toHaveLength(10);
    expect(await liveRounds(await demoAdmin(server.url))).toHaveLength(10);
    const signedOut = await new TestClient(server.url).request('GET', api.liveRounds.path);
    expect(signedOut.status).toBe(401);
  });
});
