import type { RechargeRequest } from '@plw/protocol/rest/gifts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

// Recharge requests as the creator and the admin's hub see them: with the channel and its balance now.

type Db = Kysely<Database>;

export function selectRecharges(db: Db) {
  return db
    .selectFrom('recharge_requests')
    .innerJoin('channels', 'channels.id', 'recharge_requests.channel_id')
    .leftJoin('channel_gift_balances', 'channel_gift_balances.channel_id', 'recharge_requests.channel_id')
    .selectAll('recharge_requests')
    .select(['channels.channel_name', 'channel_gift_balances.balance']);
}

type RechargeRow = Awaited<ReturnType<ReturnType<typeof selectRecharges>['executeTakeFirstOrThrow']>>;

export function toRecharge(row: RechargeRow): RechargeRequest {
  return {
    request_id: row.id,
    channel: { channel_id: row.channel_id, channel_name: row.channel_name },
    amount: Number(row.amount),
    note: row.note,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    balance: Number(row.balance ?? 0),
  };
}

export async function rechargeById(db: Db, id: string) {
  return selectRecharges(db).where('recharge_requests.id', '=', id).executeTakeFirst();
}

/** A channel's latest requests, newest first. */
export function rechargesOfChannel(db: Db, channelId: string, limit: number) {
  return selectRecharges(db)
    .where('recharge_requests.channel_id', '=', channelId)
    .orderBy('recharge_requests.id', 'desc')
    .limit(limit)
    .execute();
}

/** Requests waiting for an admin, oldest first. */
export function pendingRecharges(db: Db, limit: number) {
  return selectRecharges(db)
    .where('recharge_requests.status', '=', 'PENDING')
    .orderBy('recharge_requests.created_at')
    .limit(limit)
    .execute();
}

/** Requests an admin approved or rejected, latest review first. */
export function reviewedRecharges(db: Db, limit: number) {
  return selectRecharges(db)
    .where('recharge_requests.status', '!=', 'PENDING')
    .orderBy('recharge_requests.reviewed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Files a pending request; its id. */
export async function insertRecharge(
  db: Db,
  request: { channelId: string; amount: number; note: string | null },
  now: Date,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('recharge_requests')
    .values({
      id,
      channel_id: request.channelId,
      amount: request.amount,
      note: request.note,
      status: 'PENDING',
      reviewed_by: null,
      reviewed_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Moves a pending request to APPROVED; false when it was no longer pending. */
export async function markRechargeApproved(db: Db, id: string, reviewerId: string, at: string): Promise<boolean> {
  const approved = await db
    .updateTable('recharge_requests')
    .set({ status: 'APPROVED', reviewed_by: reviewerId, reviewed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(approved.numUpdatedRows) === 1;
}

/** Moves a pending request to REJECTED with the admin's reason; false when it was no longer pending. */
export async function markRechargeRejected(
  db: Db,
  id: string,
  review: { reviewerId: string; reason: string },
  at: string,
): Promise<boolean> {
  const rejected = await db
    .updateTable('recharge_requests')
    .set({ status: 'REJECTED', reason: review.reason, reviewed_by: review.reviewerId, reviewed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(rejected.numUpdatedRows) === 1;
}
