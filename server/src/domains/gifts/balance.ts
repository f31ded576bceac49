import { type Kysely, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { GiftLedgerTable } from '../../db/tables/gifts.ts';

// A channel's gift balance, changed only here: each change is one conditional update of the balance row plus a
// ledger line, inside the caller's transaction. Taking never goes below zero: the update itself checks what is
// there, so two takes at once (two releases, on SQLite or Postgres) cannot both spend the same units.

type Db = Kysely<Database>;
type Reason = GiftLedgerTable['reason'];

export async function balanceOf(db: Db, channelId: string): Promise<number> {
  const row = await db
    .selectFrom('channel_gift_balances')
    .select('balance')
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The channel's latest ledger lines, newest first. */
export function ledgerOf(db: Db, channelId: string, limit: number) {
  return db.selectFrom('gift_ledger').selectAll().where('channel_id', '=', channelId).orderBy('id', 'desc').limit(limit).execute();
}

/** Takes `amount` if the balance holds that much; false (and nothing changed) when it does not. */
export async function takeFromBalance(
  db: Db,
  channelId: string,
  amount: number,
  reason: Reason,
  refId: string | null,
  at: string,
): Promise<boolean> {
  if (amount <= 0) return true;
  const taken = await db
    .updateTable('channel_gift_balances')
    .set({ balance: sql`balance - ${amount}`, updated_at: at })
    .where('channel_id', '=', channelId)
    .where('balance', '>=', amount)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  await writeLedger(db, channelId, -amount, reason, refId, at);
  return true;
}

/** Adds `amount` to the balance (a channel without a balance row gets one). */
export async function addToBalance(
  db: Db,
  channelId: string,
  amount: number,
  reason: Reason,
  refId: string | null,
  at: string,
): Promise<void> {
  if (amount <= 0) return;
  await db
    .insertInto('channel_gift_balances')
    .values({ channel_id: channelId, balance: amount, updated_at: at })
    .onConflict((oc) =>
      oc.column('channel_id').doUpdateSet({ balance: sql`channel_gift_balances.balance + ${amount}`, updated_at: at }),
    )
    .execute();
  await writeLedger(db, channelId, amount, reason, refId, at);
}

async function writeLedger(db: Db, channelId: string, delta: number, reason: Reason, refId: string | null, at: string) {
  await db
    .insertInto('gift_ledger')
    .values({
      id: newId(),
      channel_id: channelId,
      delta,
      balance_after: await balanceOf(db, channelId),
      reason,
      ref_id: refId,
      created_at: at,
    })
    .execute();
}
