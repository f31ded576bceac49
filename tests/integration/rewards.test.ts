import { api } from '@plw/protocol/api';
import { scheduledRound } from '@plw/server/domains/plays/round-ref';
import type { ChannelCard } from '@plw/protocol/rest/discover';
import type { GiftAward, PlayRecord, ScoreSummary } from '@plw/protocol/rest/player';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { finishPlay } from '@plw/server/domains/plays/finish-play';
import { finishRound, startPlay } from '@plw/server/domains/plays/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Following channels, points per channel (running totals kept with each play, shown as whole points) and
// gifts: a live round's gifts go to its winners once, paid from the channel's gift balance.

let server: TestServer;
let channelId: string;
const players: { client: TestClient; playerId: string; userId: string }[] = [];

async function newPlayer() {
  const client = await guest(server.url);
  const me = await client.request<{ user: { user_id: string; player: { player_id: string } } }>(
    'POST',
    api.autoSignIn.path,
  );
  const entry = { client, playerId: me.body.user.player.player_id, userId: me.body.user.user_id };
  players.push(entry);
  return entry;
}

async function liveGame(name: string) {
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      game_name: name,
      language: 'English',
      type: 'Mcq',
      mode: 'RAPID',
      status: 'RELEASED',
      publishing_time: new Date(Date.now() - 600_000).toISOString(),
      game_duration: 60,
    },
    new Date(),
  );
  return gameId;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'gifts@demo.test',
    password: 'Channel@G1',
    channelName: 'Gift Garden',
  }));
  await server.app.db
    .updateTable('channel_gift_balances')
    .set({ balance: 100 })
    .where('channel_id', '=', channelId)
    .execute();
});
afterAll(() => server?.close());

describe('subscriptions', () => {
  it('follows and leaves a channel, twice is fine, and lists what the player follows', async () => {
    const { client } = await newPlayer();
    const path = api.subscribe.path.replace(':channel_id', channelId);
    for (let i = 0; i < 2; i += 1) {
      const reply = await client.request<{ channel: ChannelCard }>('POST', path);
      expect(reply.status).toBe(200);
      expect(reply.body.channel).toMatchObject({ channel_name: 'Gift Garden', subscribed: true, subscribers: 1 });
    }
    const list = await client.request<ChannelCard[]>('GET', api.subscriptions.path);
    expect(list.body.map((c) => c.channel_name)).toEqual(['Gift Garden']);
    expect((await client.request<ChannelCard[]>('GET', `${api.subscriptions.path}?search=GARD`)).body).toHaveLength(1);
    expect((await client.request<ChannelCard[]>('GET', `${api.subscriptions.path}?search=wizard`)).body).toHaveLength(0);
    expect((await client.request<ChannelCard[]>('GET', `${api.subscriptions.path}?search=%20`)).body).toHaveLength(1);

    const mine = await client.request<{ channels: ChannelCard[] }>('GET', `${api.channelAll.path}?filter=Subscribed`);
    expect(mine.body.channels.map((c) => c.channel_name)).toEqual(['Gift Garden']);
    const others = await client.request<{ channels: ChannelCard[] }>('GET', `${api.channelAll.path}?filter=Unsubscribed`);
    expect(others.body.channels.map((c) => c.channel_name)).toEqual(['Nature Nook', 'Spice Route', 'Time Travellers', 'Word Wizards']);

    for (let i = 0; i < 2; i += 1) {
      const reply = await client.request<{ channel: ChannelCard }>('DELETE', path);
      expect(reply.body.channel).toMatchObject({ subscribed: false, subscribers: 0 });
    }
    expect((await client.request<ChannelCard[]>('GET', api.subscriptions.path)).body).toEqual([]);
  });

  it('answers 404 for an unknown channel and 403 to a creator', async () => {
    const { client } = await newPlayer();
    const missing = await client.request('POST', api.subscribe.path.replace(':channel_id', 'nope'));
    expect(missing.status).toBe(404);
    const owner = await creator(server.url, 'gifts@demo.test', 'Channel@G1');
    expect((await owner.request('POST', api.subscribe.path.replace(':channel_id', channelId))).status).toBe(403);
  });
});

describe('scores and gifts', () => {
  let gameId: string;
  let first: Awaited<ReturnType<typeof newPlayer>>;
  let second: Awaited<ReturnType<typeof newPlayer>>;

  beforeAll(async () => {
    first = await newPlayer();
    second = await newPlayer();
    const db = server.app.db;
    gameId = await liveGame('Garden Quiz');
    await db
      .insertInto('gifts')
      .values([
        { id: newId(), channel_id: channelId, game_id: gameId, name: 'Golden Rose', description: 'For the winner.', value: 30, winner_ranks: 1, image_media_id: null, created_at: new Date().toISOString() },
        { id: newId(), channel_id: channelId, game_id: gameId, name: 'Seed Packet', description: 'For the podium.', value: 5, winner_ranks: 3, image_media_id: null, created_at: new Date().toISOString() },
        { id: newId(), channel_id: channelId, game_id: null, name: 'Gardener of the Year', description: 'Chosen by the channel.', value: 50, winner_ranks: 1, image_media_id: null, created_at: new Date().toISOString() },
      ])
      .execute();
    const a = await startPlay(db, gameId, first.playerId, 'RAPID', new Date());
    const b = await startPlay(db, gameId, second.playerId, 'RAPID', new Date());
    const standings = [
      { playId: a.id, playerId: first.playerId, rank: 1, score: 2_049, correct: 3, timeMs: 9_000 },
      { playId: b.id, playerId: second.playerId, rank: 2, score: 1_000, correct: 2, timeMs: 9_500 },
    ];
    const round = { ref: scheduledRound(gameId), channelId };
    const { notices } = await finishRound(db, round, standings, new Date());
    expect(notices.map((n) => n.notification.kind)).toEqual(['GIFT_WON', 'GIFT_WON', 'GIFT_WON']);
    // A second close (another process, or after a restart) changes nothing and awards nothing again.
    expect(await finishRound(db, round, standings, new Date())).toEqual({ finished: new Set(), notices: [] });

    const daily = await liveGame('Garden Daily');
    const play = await startPlay(db, daily, second.playerId, 'DAILY', new Date());
    await finishPlay(db, { play, channelId, score: 1_550, correctCount: 4, now: new Date() });
  });

  it('keeps whole points per channel, highest first', async () => {
    const reply = await first.client.request<{ scores: unknown[] }>('GET', api.channelScores.path);
    expect(reply.body.scores).toEqual([
      {
        channel: { channel_id: channelId, channel_name: 'Gift Garden', channel_dp: null },
        total_score: 20,
        rapid_score: 20,
        daily_score: 0,
        games_played: 1,
      },
    ]);
  });

  it("places each player among the channel's players", async () => {
    const path = api.channelScoreSummary.path.replace(':id', channelId);
    const mine = await first.client.request<{ score: ScoreSummary }>('GET', path);
    expect(mine.body.score).toEqual({
      total_score: 20,
      rapid_score: 20,
      daily_score: 0,
      games_played: 1,
      channel_rank: 2,
      best_rank: 1,
    });
    const theirs = await second.client.request<{ score: ScoreSummary }>('GET', path);
    expect(theirs.body.score).toMatchObject({ total_score: 26, rapid_score: 10, daily_score: 16, channel_rank: 1 });
    const nobody = await (await newPlayer()).client.request<{ score: ScoreSummary }>('GET', path);
    expect(nobody.body.score).toMatchObject({ total_score: 0, games_played: 0, channel_rank: null, best_rank: null });
  });

  it('lists plays by kind', async () => {
    const of = async (endpoint: { path: string }) =>
      (await second.client.request<{ plays: PlayRecord[] }>('GET', endpoint.path.replace(':id', channelId))).body.plays;
    expect((await of(api.channelScoreRapid)).map((p) => [p.game.game_name, p.rank, p.score])).toEqual([
      ['Garden Quiz', 2, 10],
    ]);
    expect((await of(api.channelScoreDaily)).map((p) => [p.game.game_name, p.score, p.correct_count])).toEqual([
      ['Garden Daily', 16, 4],
    ]);
    expect((await of(api.channelScoreAll)).map((p) => p.kind)).toEqual(['DAILY', 'RAPID']);
  });

  it("gives a round's gifts to the ranks they name, once, and pays them from the channel's balance", async () => {
    const won = await first.client.request<{ gifts: GiftAward[] }>('GET', api.gifts.path);
    expect(won.body.gifts.map((g) => [g.gift.name, g.rank]).sort()).toEqual([
      ['Golden Rose', 1],
      ['Seed Packet', 1],
    ]);
    const runnerUp = await second.client.request<{ gifts: GiftAward[] }>('GET', api.gifts.path);
    expect(runnerUp.body.gifts.map((g) => g.gift.name)).toEqual(['Seed Packet']);
    const summary = await first.client.request('GET', api.giftSummary.path);
    expect(summary.body).toEqual({
      total_gifts: 2,
      total_value: 35,
      channels: [{ channel: expect.objectContaining({ channel_id: channelId }), gifts: 2, value: 35 }],
    });
    const balance = await server.app.db
      .selectFrom('channel_gift_balances')
      .select('balance')
      .where('channel_id', '=', channelId)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance)).toBe(100 - 30 - 5 - 5);
    const ledger = await server.app.db.selectFrom('gift_ledger').selectAll().where('channel_id', '=', channelId).execute();
    expect(ledger.map((l) => Number(l.delta)).sort()).toEqual([-30, -5, -5]);
  });

  it("shows a channel's offered gifts, the player's wins there and the summary", async () => {
    const gifts = await first.client.request<{ offered: { name: string }[]; won: GiftAward[] }>(
      'GET',
      api.channelGifts.path.replace(':id', channelId),
    );
    expect(gifts.body.offered.map((g) => g.name).sort()).toEqual(['Gardener of the Year', 'Golden Rose', 'Seed Packet']);
    expect(gifts.body.won).toHaveLength(2);
    const summary = await first.client.request('GET', api.channelSummary.path.replace(':id', channelId));
    expect(summary.body).toMatchObject({ channel: { channel_name: 'Gift Garden' }, score: { channel_rank: 2 }, gifts: 2 });
    const filtered = await first.client.request<{ gifts: GiftAward[] }>('GET', `${api.gifts.path}?channel_id=nope`);
    expect(filtered.body.gifts).toEqual([]);
    expect((await first.client.request('GET', api.channelSummary.path.replace(':id', 'nope'))).status).toBe(404);
  });
});
