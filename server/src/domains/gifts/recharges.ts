import type { RechargeRequest } from '@plw/protocol/rest/gifts';
import type { Kysely } from 'kysely';
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
