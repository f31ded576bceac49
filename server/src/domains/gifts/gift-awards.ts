import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { GiftsTable } from '../../db/tables/gifts.ts';
import { type StoredNotification, storeNotifications } from '../notifications/notify.ts';
import { type GiftPayer, giftPayer } from './reservations.ts';

// Gifts won in a live round: when the round's final ranks are stored, each gift tied to that game goes to the
// players ranked within its winner_ranks (simulated players win nothing), once: the unique key (gift, play)
// makes a second close of the round, on another process or after a restart, award nothing more. Each award is
// paid out of what the game's release reserved, or else from the channel's gift balance as far as it goes (it
// never goes below zero); then the reservation is settled and the rest returned (gifts/reservations).

type Db = Kysely<Database>;

/** Run inside the transaction that stores the round's ranks; returns the GIFT_WON notifications to push. */
export async function awardRoundGifts(db: Db, gameId: string, at: string): Promise<StoredNotification[]> {
  const gifts = await db.selectFrom('gifts').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
  const game = await db.selectFrom('games').select(['game_name', 'channel_id']).where('id', '=', gameId).executeTakeFirst();
  if (!game) return [];
  const payer = giftPayer(db, { id: gameId, channel_id: game.channel_id }, at);
  const notices = gifts.length === 0 ? [] : await awardGifts(db, gifts, game.game_name, payer, gameId, at);
  await payer.settle();
  return notices;
}

async function awardGifts(
  db: Db,
  gifts: Selectable<GiftsTable>[],
  gameName: string,
  payer: GiftPayer,
  gameId: string,
  at: string,
) {
  const widest = Math.max(...gifts.map((g) => g.winner_ranks));
  const winners = await db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .select(['plays.id', 'plays.player_id', 'plays.rank', 'players.user_id'])
    .where('plays.game_id', '=', gameId)
    .where('plays.kind', '=', 'RAPID')
    .where('plays.rank', '<=', widest)
    // Ranks come from the round's contenders only; a removed seat is never a winner, whatever a row says.
    .where('plays.removed_at', 'is', null)
    .where('players.simulated', '=', 0)
    .orderBy('plays.rank')
    .execute();

  const notices: StoredNotification[] = [];
  for (const gift of gifts) {
    for (const winner of winners) {
      if (winner.rank === null || winner.rank > gift.winner_ranks) continue;
      const awardId = newId();
      const inserted = await db
        .insertInto('gift_awards')
        .values({
          id: awardId,
          gift_id: gift.id,
          player_id: winner.player_id,
          play_id: winner.id,
          rank: winner.rank,
          status: 'AWARDED',
          awarded_at: at,
        })
        .onConflict((oc) => oc.columns(['gift_id', 'play_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      if (!(await payer.pay(gift.value, awardId))) {
        // Nothing left to pay it with: no gift rather than a debt.
        await db.deleteFrom('gift_awards').where('id', '=', awardId).execute();
        continue;
      }
      notices.push(
        ...(await storeNotifications(
          db,
          [winner.user_id],
          {
            kind: 'GIFT_WON',
            title: `You won ${gift.name}!`,
            body: `Rank ${winner.rank} in ${gameName}.`,
            link: `/channel/${gift.channel_id}/summary/gifts`,
            onceKey: `GIFT_WON:${awardId}`,
          },
          new Date(at),
        )),
      );
    }
  }
  return notices;
}
