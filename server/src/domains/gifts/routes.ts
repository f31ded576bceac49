import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { newId } from '../../db/ids.ts';
import { conflict, notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { channelOf, ownedGame } from '../studio/repository.ts';
import { addToBalance, balanceOf, ledgerOf } from './balance.ts';
import { deleteGift, type GiftRow, giftsOfGame, insertGift } from './game-gifts.ts';
import {
  insertRecharge,
  markRechargeApproved,
  markRechargeRejected,
  pendingRecharges,
  rechargeById,
  rechargesOfChannel,
  reviewedRecharges,
  toRecharge,
} from './recharges.ts';
import { giftsCostOf, reservationOf } from './reservations.ts';
import { startSettling } from './settle-rounds.ts';

// Gifts on a creator's paid games, recharge requests, and the admin's recharge hub.

export default async function giftRoutes(app: FastifyInstance) {
  const db = app.db;
  let stopSettling: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSettling = startSettling(app);
  });
  app.addHook('onClose', async () => stopSettling?.());

  route(app, api.gameGifts, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    const [gifts, reservation] = await Promise.all([
      giftsOfGame(db, game.id),
      reservationOf(db, game.id),
    ]);
    return {
      gifts: gifts.map((gift) => toGift(gift, game)),
      cost: await giftsCostOf(db, game.id),
      balance: await balanceOf(db, game.channel_id),
      reserved: reservation?.status === 'HELD' ? Number(reservation.amount) - Number(reservation.paid_out) : null,
    };
  });

  route(app, api.addGameGift, async ({ auth, params, body }) => {
    const game = await ownedGame(db, auth, params.id);
    if (game.status === 'RELEASED') throw conflict(REVIEW_MESSAGES.giftsLocked);
    if (game.paid !== 1) throw conflict(REVIEW_MESSAGES.giftsOnPaidOnly);
    const gift = {
      id: newId(),
      channel_id: game.channel_id,
      game_id: game.id,
      ...body,
      image_media_id: null,
      created_at: dateOf(app.clock).toISOString(),
    };
    await insertGift(db, gift);
    return { gift: toGift(gift, game) };
  });

  route(app, api.removeGameGift, async ({ auth, params }) => {
    const game = await ownedGame(db, auth, params.id);
    if (game.status === 'RELEASED') throw conflict(REVIEW_MESSAGES.giftsLocked);
    if (!(await deleteGift(db, game.id, params.giftId))) throw notFound('Gift not found');
    return { ok: true as const };
  });

  route(app, api.channelRecharges, async ({ auth }) => {
    const channelId = channelOf(auth);
    const [requests, ledger] = await Promise.all([
      rechargesOfChannel(db, channelId, 50),
      ledgerOf(db, channelId, 50),
    ]);
    return {
      balance: await balanceOf(db, channelId),
      requests: requests.map(toRecharge),
      ledger: ledger.map((line) => ({
        line_id: line.id,
        delta: Number(line.delta),
        balance_after: Number(line.balance_after),
        reason: line.reason,
        created_at: line.created_at,
      })),
    };
  });

  route(app, api.requestRecharge, async ({ auth, body }) => {
    const request = { channelId: channelOf(auth), amount: body.amount, note: body.note || null };
    const id = await insertRecharge(db, request, dateOf(app.clock));
    return { request: toRecharge(await foundRecharge(id)) };
  });

  route(app, api.adminRecharges, async () => {
    const [pending, reviewed] = await Promise.all([
      pendingRecharges(db, 200),
      reviewedRecharges(db, 50),
    ]);
    return { requests: pending.map(toRecharge), reviewed: reviewed.map(toRecharge) };
  });

  route(app, api.approveRecharge, async ({ auth, params }) => {
    const request = await foundRecharge(params.id);
    if (request.status === 'REJECTED') throw conflict(REVIEW_MESSAGES.rechargeReviewed);
    const at = dateOf(app.clock).toISOString();
    await db.transaction().execute(async (trx) => {
      // Only the click that moves it out of PENDING credits; every later one finds it approved already.
      if (await markRechargeApproved(trx, request.id, auth.sub, at)) {
        await addToBalance(trx, request.channel_id, Number(request.amount), 'RECHARGE', request.id, at);
      }
    });
    return { request: toRecharge(await foundRecharge(request.id)) };
  });

  route(app, api.rejectRecharge, async ({ auth, params, body }) => {
    const request = await foundRecharge(params.id);
    const review = { reviewerId: auth.sub, reason: body.reason };
    const rejected = await markRechargeRejected(db, request.id, review, dateOf(app.clock).toISOString());
    if (!rejected && request.status !== 'REJECTED') {
      throw conflict(REVIEW_MESSAGES.rechargeApproved);
    }
    return { request: toRecharge(await foundRecharge(request.id)) };
  });

  async function foundRecharge(id: string) {
    const row = await rechargeById(db, id);
    if (!row) throw notFound('Recharge request not found');
    return row;
  }
}

function toGift(
  gift: Pick<GiftRow, 'id' | 'name' | 'description' | 'value' | 'winner_ranks' | 'image_media_id'>,
  game: { id: string; game_name: string },
) {
  return {
    gift_id: gift.id,
    name: gift.name,
    description: gift.description,
    value: Number(gift.value),
    winner_ranks: gift.winner_ranks,
    image: mediaUrl(gift.image_media_id),
    game: { game_id: game.id, game_name: game.game_name },
  };
}
