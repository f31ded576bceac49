import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GiftsTable } from '../../db/tables/gifts.ts';

// The gifts a creator attaches to a paid game (what is held and paid out of them is in reservations.ts).

type Db = Kysely<Database>;
export type GiftRow = Selectable<GiftsTable>;

export function giftsOfGame(db: Db, gameId: string): Promise<GiftRow[]> {
  return db.selectFrom('gifts').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

export async function insertGift(db: Db, gift: GiftRow): Promise<void> {
  await db.insertInto('gifts').values(gift).execute();
}

/** Removes one gift of the game; false when the game has no such gift. */
export async function deleteGift(db: Db, gameId: string, giftId: string): Promise<boolean> {
  const removed = await db.deleteFrom('gifts').where('id', '=', giftId).where('game_id', '=', gameId).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}
