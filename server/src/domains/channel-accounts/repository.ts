import { mediaUrl } from '@plw/protocol/rest/media';
import { nameKey } from '@plw/shared/rules/name-key';
import type { ChannelRequestFields } from '@plw/shared/schemas/channel';
import type { ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { ChannelRequestsTable } from '../../db/tables/channels.ts';
import { channelNameHeld, channelNameRequested } from '../channels/channel-names.ts';
import { insertChannelWithCreator } from '../channels/repository.ts';

// Channel requests: stored by the public form, listed for admins, approved into a channel with its creator
// or rejected with a reason.

type Db = Kysely<Database>;

export function toRequestView(row: Selectable<ChannelRequestsTable>): ChannelRequestView {
  return {
    request_id: row.id,
    name: row.name,
    email: row.email,
    country_code: row.country_code,
    phone_no: Number(row.phone_no),
    channel_name: row.channel_name,
    channel_dp: mediaUrl(row.channel_dp_media_id),
    channel_description: row.channel_description,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    channel_id: row.channel_id,
  };
}

export async function insertChannelRequest(db: Db, fields: ChannelRequestFields, dpMediaId: string, now: Date) {
  const id = newId();
  await db
    .insertInto('channel_requests')
    .values({
      id,
      name: fields.name,
      email: fields.email,
      country_code: fields.country_code,
      phone_no: String(fields.phone_no),
      channel_name: fields.channel_name,
      channel_name_key: nameKey(fields.channel_name),
      channel_dp_media_id: dpMediaId,
      channel_description: fields.channel_description,
      status: 'PENDING',
      reason: null,
      reviewed_by: null,
      reviewed_at: null,
      channel_id: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/**
 * What already stands in the way of a new request: its channel name (or a look-alike) held by a channel or asked
 * for by a request still waiting, its e-mail taken, or a request from that e-mail still waiting.
 */
export async function requestConflicts(db: Db, channelName: string, email: string) {
  const [held, requested, creator, pending] = await Promise.all([
    channelNameHeld(db, channelName),
    channelNameRequested(db, channelName),
    creatorWithEmail(db, email),
    db
      .selectFrom('channel_requests')
      .select('id')
      .where('email', '=', email)
      .where('status', '=', 'PENDING')
      .executeTakeFirst(),
  ]);
  return { channelNameTaken: held || requested, emailTaken: Boolean(creator), pendingForEmail: Boolean(pending) };
}

/**
 * What stands in the way of approving a request: its channel name (or a look-alike) or its e-mail taken since it
 * was made. Other waiting requests do not: the first approved takes the name.
 */
export async function approvalConflicts(db: Db, channelName: string, email: string) {
  const [held, creator] = await Promise.all([channelNameHeld(db, channelName), creatorWithEmail(db, email)]);
  return { channelNameTaken: held, emailTaken: Boolean(creator) };
}

function creatorWithEmail(db: Db, email: string) {
  return db.selectFrom('creators').select('id').where('email', '=', email).executeTakeFirst();
}

export async function listRequests(db: Db) {
  const base = db.selectFrom('channel_requests').selectAll();
  const [pending, rejected] = await Promise.all([
    base.where('status', '=', 'PENDING').orderBy('created_at').orderBy('id').execute(),
    base.where('status', '=', 'REJECTED').orderBy('reviewed_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return { requests: pending.map(toRequestView), rejected: rejected.map(toRequestView) };
}

export async function findRequest(db: Db, requestId: string) {
  return db.selectFrom('channel_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
}

/**
 * Moves a pending request to its review outcome. The status check is part of the update, so when two admins
 * review at once only one wins; false means it was no longer pending.
 */
export async function markReviewed(
  db: Db,
  requestId: string,
  review: { status: 'APPROVED' | 'REJECTED'; reviewerUserId: string; reason: string | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('channel_requests')
    .set({
      status: review.status,
      reason: review.reason,
      reviewed_by: review.reviewerUserId,
      reviewed_at: review.now.toISOString(),
    })
    .where('id', '=', requestId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The channel and its creator from an approved request; the request's picture passes to the creator. */
export async function createChannelFromRequest(db: Db, request: Selectable<ChannelRequestsTable>, now: Date) {
  const created = await insertChannelWithCreator(
    db,
    {
      owner: {
        name: request.name,
        email: request.email,
        country_code: request.country_code,
        phone_no: request.phone_no,
      },
      channel_name: request.channel_name,
      channel_description: request.channel_description,
      channel_dp_media_id: request.channel_dp_media_id,
      passwordHash: null,
    },
    now,
  );
  await db.updateTable('channel_requests').set({ channel_id: created.channelId }).where('id', '=', request.id).execute();
  if (request.channel_dp_media_id) {
    await db
      .updateTable('media')
      .set({ owner_user_id: created.userId })
      .where('id', '=', request.channel_dp_media_id)
      .execute();
  }
  return created;
}
