import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { type StoredNotification, storeNotifications } from '../notifications/notify.ts';

// Gifts won in a live round: when the round's final ranks are stored, each gift tied to that game goes to the
// players ranked within its winner_ranks (simulated players win nothing), once: the unique key (gift, play)
// makes a second close of the round, on another process or after a restart, award nothing more. Each award
// takes the gift's value from the channel's gift balance (a ledger line with the award as its reference).

type Db = Kysely<Database>;

/** Run inside the transaction that stores the round's ranks; returns the GIFT_WON notifications to push. */
export async function awardRoundGifts(db: Db, gameId: string, at: string): Promise<StoredNotification[]> {
  const gifts = await db.selectFrom('gifts').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
  if (gifts.length === 0) return [];
  const game = await db.selectFrom('games').select(['game_name', 'channel_id']).where('id', '=', gameId).executeTakeFirst();
  if (!game) return [];
  const widest = Math.max(...gifts.map((g) => g.winner_ranks));
  const winners = await db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .select(['plays.id', 'plays.player_id', 'plays.rank', 'players.user_id'])
    .where('plays.game_id', '=', gameId)
    .where('plays.kind', '=', 'RAPID')
    .where('plays.rank', '<=', widest)
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
      await takeFromBalance(db, gift.channel_id, gift.value, awardId, at);
      notices.push(
        ...(await storeNotifications(
          db,
          [winner.user_id],
          {
            kind: 'GIFT_WON',
            title: `You won ${gift.name}!`,
            body: `Rank ${winner.rank} in ${game.game_name}.`,
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

async function takeFromBalance(db: Db, channelId: string, value: number, awardId: string, at: string) {
  await db
    .insertInto('channel_gift_balances')
    .values({ channel_id: channelId, balance: -value, updated_at: at })
    .onConflict((oc) =>
      oc.column('channel_id').doUpdateSet({ balance: sql`channel_gift_balances.balance - ${value}`, updated_at: at }),
    )
    .execute();
  const { balance } = await db
    .selectFrom('channel_gift_balances')
    .select('balance')
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('gift_ledger')
    .values({
      id: newId(),
      channel_id: channelId,
      delta: -value,
      balance_after: Number(balance),
      reason: 'AWARD',
      ref_id: awardId,
      created_at: at,
    })
    .execute();
}
