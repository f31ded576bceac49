import { roundEndsAt } from '@plw/shared/rules/round/schedule';
import { giftCost, REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { addToBalance, takeFromBalance } from './balance.ts';

// The gifts of a paid game are held from its channel's balance when it is released (each gift's value times its
// winner ranks), paid out of that reservation to the winners when its round ends, and the rest returned, all in
// the transaction that stores the round's ranks (gift-awards). A game released without a reservation (the
// demo's rounds) pays each gift from the balance at the end, as far as the balance goes.

type Db = Kysely<Database>;

/** What releasing a game takes from the balance: every gift attached to it, for every rank that wins it. */
export async function giftsCostOf(db: Db, gameId: string): Promise<number> {
  const gifts = await db.selectFrom('gifts').select(['value', 'winner_ranks']).where('game_id', '=', gameId).execute();
  return gifts.reduce((sum, gift) => sum + giftCost(gift), 0);
}

/** The game's reservation (held, paid out so far, and whether it is still held), if it has one. */
export function reservationOf(db: Db, gameId: string) {
  return db.selectFrom('gift_reservations').select(['amount', 'paid_out', 'status']).where('game_id', '=', gameId).executeTakeFirst();
}

/** At release, in its transaction: holds the game's gifts, or refuses when the balance is short. */
export async function reserveGameGifts(db: Db, game: { id: string; channel_id: string }, at: string): Promise<number> {
  const amount = await giftsCostOf(db, game.id);
  if (amount === 0) return 0;
  if (!(await takeFromBalance(db, game.channel_id, amount, 'RESERVE', game.id, at))) {
    throw conflict(REVIEW_MESSAGES.balanceTooLow);
  }
  await db
    .insertInto('gift_reservations')
    .values({ game_id: game.id, channel_id: game.channel_id, amount, paid_out: 0, status: 'HELD', created_at: at, settled_at: null })
    .execute();
  return amount;
}

export interface GiftPayer {
  /** Pays one award of `value`; false when neither the reservation nor the balance holds it. */
  pay(value: number, awardId: string): Promise<boolean>;
  /** Closes the reservation (once) and returns what the winners did not take. */
  settle(): Promise<void>;
}

/** How a game's gifts are paid at its end: out of its reservation while one is held, else from the balance. */
export function giftPayer(db: Db, game: { id: string; channel_id: string }, at: string): GiftPayer {
  return {
    async pay(value, awardId) {
      const fromReservation = await db
        .updateTable('gift_reservations')
        .set({ paid_out: sql`paid_out + ${value}` })
        .where('game_id', '=', game.id)
        .where('status', '=', 'HELD')
        .where(sql<boolean>`amount - paid_out >= ${value}`)
        .executeTakeFirst();
      if (Number(fromReservation.numUpdatedRows) === 1) return true;
      return takeFromBalance(db, game.channel_id, value, 'AWARD', awardId, at);
    },
    async settle() {
      const closed = await db
        .updateTable('gift_reservations')
        .set({ status: 'SETTLED', settled_at: at })
        .where('game_id', '=', game.id)
        .where('status', '=', 'HELD')
        .returning(['amount', 'paid_out'])
        .executeTakeFirst();
      if (!closed) return;
      await addToBalance(db, game.channel_id, Number(closed.amount) - Number(closed.paid_out), 'RETURN', game.id, at);
    },
  };
}

/**
 * Held reservations of rounds that ended `graceMs` ago with no play left open: rounds nobody joined, whose room
 * never opened to close them. (A round with open plays is closed by its room, or by recovery after a restart.)
 */
export async function endedUnclosedRounds(db: Db, now: number, graceMs: number): Promise<string[]> {
  const held = await db
    .selectFrom('gift_reservations')
    .innerJoin('games', 'games.id', 'gift_reservations.game_id')
    .select(['games.id', 'games.publishing_time', 'games.game_duration'])
    .where('gift_reservations.status', '=', 'HELD')
    .execute();
  const ended = held.filter((g) => {
    const endsAt = roundEndsAt({ publishing_time: g.publishing_time, game_duration: g.game_duration ?? 0 });
    return endsAt !== null && endsAt + graceMs <= now;
  });
  const open: string[] = [];
  for (const game of ended) {
    const unfinished = await db
      .selectFrom('plays')
      .select('id')
      .where('game_id', '=', game.id)
      .where('kind', '=', 'RAPID')
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (!unfinished) open.push(game.id);
  }
  return open;
}
