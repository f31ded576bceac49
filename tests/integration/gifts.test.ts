import { api } from '@plw/protocol/api';
import { scheduledRound } from '@plw/server/domains/plays/round-ref';
import { fillPath } from '@plw/protocol/endpoint';
import type { RechargeRequest } from '@plw/protocol/rest/gifts';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import { createGuestPlayer } from '@plw/server/domains/auth/users';
import { settleEndedRounds } from '@plw/server/domains/gifts/settle-rounds';
import { finishRound, startPlay } from '@plw/server/domains/plays/repository';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, type Reply, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Gifts and recharge over real HTTP: gifts on paid games, recharges approved once however often they are clicked,
// a release that reserves a paid game's gifts without ever taking the balance below zero (two at once included),
// and the reservation settled at the end of the round: the winners' gifts paid, the rest returned.

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let channelId: string;

type Params = Parameters<typeof fillPath>[1];
type Called = { method: string; path: string };
function call<T = unknown>(client: TestClient, endpoint: Called, params?: Params, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}
const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

async function balance() {
  const row = await server.app.db
    .selectFrom('channel_gift_balances')
    .select('balance')
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** A paid game of the owner's channel, verified (review itself is review-release.test.ts's), with one gift. */
async function paidGame(name: string, gift = { name: 'Cup', value: 10, winner_ranks: 3 }) {
  const created = await call<{ game: StudioGame }>(owner, api.createGame, undefined, {
    type: 'Mcq',
    language: 'English',
    game_name: name,
    paid: true,
  });
  const id = created.body.game.game_id;
  await call(owner, api.addMcqQuestion, { id }, { question: 'Two plus two?', answer: 'Four', answer_options: ['One', 'Two', 'Three'] });
  expect((await call(owner, api.addGameGift, { id }, gift)).status).toBe(200);
  await server.app.db.updateTable('games').set({ status: 'VERIFIED' }).where('id', '=', id).execute();
  return id;
}

const release = (gameId: string, startsInMs = 60_000) =>
  call(owner, api.releaseGames, undefined, {
    game_ids: [gameId],
    mode: 'RAPID',
    publishing_time: new Date(Date.now() + startsInMs).toISOString(),
    game_duration: 30,
  });

beforeAll(async () => {
  server = await startTestServer();
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'prizes@demo.test',
    password: 'Channel@P1',
    channelName: 'Prize Hall',
  }));
  [owner, other, admin] = await Promise.all([
    creator(server.url, 'prizes@demo.test', 'Channel@P1'),
    creator(server.url),
    demoAdmin(server.url),
  ]);
});
afterAll(() => server?.close());

describe('recharge', () => {
  it('credits an approved recharge once, however many times it is approved, even at once', async () => {
    const asked = await call<{ request: RechargeRequest }>(owner, api.requestRecharge, undefined, { amount: 100, note: 'For prizes' });
    expect(asked.status).toBe(200);
    const id = asked.body.request.request_id;
    const hub = await call<{ requests: RechargeRequest[] }>(admin, api.adminRecharges);
    expect(hub.body.requests.map((r) => [r.channel.channel_name, r.amount, r.status])).toContainEqual(['Prize Hall', 100, 'PENDING']);

    const approve = () => call<{ request: RechargeRequest }>(admin, api.approveRecharge, { id });
    const clicks = await Promise.all([approve(), approve(), approve()]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200]);
    expect((await call(admin, api.approveRecharge, { id })).status).toBe(200);
    expect(await balance()).toBe(100);
    const ledger = await server.app.db.selectFrom('gift_ledger').select('delta').where('ref_id', '=', id).execute();
    expect(ledger.map((l) => Number(l.delta))).toEqual([100]);
    const late = await call(admin, api.rejectRecharge, { id }, { reason: 'Too late' });
    expect([late.status, messageOf(late)]).toEqual([409, REVIEW_MESSAGES.rechargeApproved]);
  });

  it('rejects with a reason the creator sees, and credits nothing', async () => {
    const asked = await call<{ request: RechargeRequest }>(owner, api.requestRecharge, undefined, { amount: 50 });
    const id = asked.body.request.request_id;
    expect((await call(admin, api.rejectRecharge, { id }, { reason: '' })).status).toBe(400);
    expect((await call(admin, api.rejectRecharge, { id }, { reason: 'Send the payment first' })).status).toBe(200);
    expect((await call(admin, api.approveRecharge, { id })).status).toBe(409);
    const mine = await call<{ balance: number; requests: RechargeRequest[] }>(owner, api.channelRecharges);
    expect(mine.body.balance).toBe(100);
    expect(mine.body.requests.find((r) => r.request_id === id)).toMatchObject({ status: 'REJECTED', reason: 'Send the payment first' });
    const theirs = await call<{ requests: RechargeRequest[] }>(other, api.channelRecharges);
    expect(theirs.body.requests.map((r) => r.request_id)).not.toContain(id);
    expect((await call(owner, api.approveRecharge, { id })).status).toBe(403);
  });
});

describe('gifts on games', () => {
  it('attaches gifts to paid games only, of the creator\'s own channel, and says what release reserves', async () => {
    const free = await call<{ game: StudioGame }>(owner, api.createGame, undefined, { language: 'English', game_name: 'Free' });
    const gift = { name: 'Badge', value: 5, winner_ranks: 1 };
    const refused = await call(owner, api.addGameGift, { id: free.body.game.game_id }, gift);
    expect([refused.status, messageOf(refused)]).toEqual([409, REVIEW_MESSAGES.giftsOnPaidOnly]);
    const gameId = await paidGame('Priced', { name: 'Mug', value: 4, winner_ranks: 2 });
    expect((await call(other, api.addGameGift, { id: gameId }, gift)).status).toBe(403);
    expect((await call(other, api.gameGifts, { id: gameId })).status).toBe(403);
    const invalid = await call(owner, api.addGameGift, { id: gameId }, { name: '', value: 0, winner_ranks: 1 });
    expect(invalid.status).toBe(400);
    type Gifts = { gifts: { name: string }[]; cost: number; reserved: number | null };
    const gifts = await call<Gifts>(owner, api.gameGifts, { id: gameId });
    expect(gifts.body).toMatchObject({ cost: 8, reserved: null, balance: 100 });
    expect(gifts.body.gifts.map((g) => g.name)).toEqual(['Mug']);
  });

  it('refuses a paid game released as DAILY: its gifts go to the winners of a live round', async () => {
    const gameId = await paidGame('Daily prize');
    const reply = await call(owner, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: new Date().toISOString(),
      game_duration: null,
    });
    expect([reply.status, messageOf(reply)]).toEqual([409, REVIEW_MESSAGES.paidNeedsRound]);
  });

  it('never takes the balance below zero, even with two paid releases at once', async () => {
    const start = await balance();
    // Each costs 60 of the 100: one can be released, not both.
    const [a, b] = [await paidGame('Race A', { name: 'Cup', value: 20, winner_ranks: 3 }), await paidGame('Race B', { name: 'Cup', value: 20, winner_ranks: 3 })];
    const replies = await Promise.all([release(a), release(b)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409);
    if (refused) expect(messageOf(refused)).toBe(REVIEW_MESSAGES.balanceTooLow);
    expect(await balance()).toBe(start - 60);
    const statuses = await server.app.db.selectFrom('games').select('status').where('id', 'in', [a, b]).execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['RELEASED', 'VERIFIED']);
    const released = replies[0]?.status === 200 ? a : b;
    const gifts = await call<{ reserved: number | null }>(owner, api.gameGifts, { id: released });
    expect(gifts.body.reserved).toBe(60);
    const late = await call(owner, api.addGameGift, { id: released }, { name: 'X', value: 1, winner_ranks: 1 });
    expect([late.status, messageOf(late)]).toEqual([409, REVIEW_MESSAGES.giftsLocked]);
  });
});

describe('settlement at the end of a round', () => {
  it("pays the winners' gifts from the reservation and returns the rest, once", async () => {
    const asked = await call<{ request: RechargeRequest }>(owner, api.requestRecharge, undefined, { amount: 200 });
    await call(admin, api.approveRecharge, { id: asked.body.request.request_id });
    const gameId = await paidGame('Final round', { name: 'Trophy', value: 15, winner_ranks: 3 });
    const before = await balance();
    expect((await release(gameId)).status).toBe(200);
    expect(await balance()).toBe(before - 45);

    const db = server.app.db;
    const { playerId } = await createGuestPlayer(db, new Date());
    const play = await startPlay(db, gameId, playerId, 'RAPID', new Date());
    const standings = [{ playId: play.id, playerId, rank: 1, score: 1_000, correct: 1, timeMs: 4_000 }];
    const { notices } = await finishRound(db, { ref: scheduledRound(gameId), channelId }, standings, new Date());
    expect(notices.map((n) => n.notification.title)).toEqual(['You won Trophy!']);
    // One winner of the three ranks: 15 paid, 30 back.
    expect(await balance()).toBe(before - 15);
    const again = await finishRound(db, { ref: scheduledRound(gameId), channelId }, standings, new Date());
    expect(again).toEqual({ finished: new Set(), notices: [] });
    expect(await balance()).toBe(before - 15);
    const reservation = await db.selectFrom('gift_reservations').selectAll().where('game_id', '=', gameId).executeTakeFirstOrThrow();
    expect([reservation.status, Number(reservation.paid_out)]).toEqual(['SETTLED', 15]);
    const lines = await db.selectFrom('gift_ledger').select(['reason', 'delta']).where('ref_id', '=', gameId).orderBy('id').execute();
    expect(lines.map((l) => [l.reason, Number(l.delta)])).toEqual([['RESERVE', -45], ['RETURN', 30]]);
  });

  it('returns the whole reservation of a round nobody played, once it is over', async () => {
    const gameId = await paidGame('Empty round', { name: 'Star', value: 5, winner_ranks: 2 });
    const before = await balance();
    expect((await release(gameId, 1_000)).status).toBe(200);
    expect(await balance()).toBe(before - 10);
    expect(await settleEndedRounds(server.app, Date.now())).not.toContain(gameId);
    const settled = await settleEndedRounds(server.app, Date.now() + 40_000, 0);
    expect(settled).toContain(gameId);
    expect(await balance()).toBe(before);
    expect(await settleEndedRounds(server.app, Date.now() + 40_000, 0)).toEqual([]);
  });
});
