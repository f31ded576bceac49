import { mediaUrl } from '@plw/protocol/rest/media';
import { nameKey } from '@plw/shared/rules/name-key';
import type { Channel } from '@plw/shared/schemas/channel';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { ChannelsTable } from '../../db/tables/channels.ts';

// Channels as the API shows them (spec 3).

export function toChannel(row: Selectable<ChannelsTable>): Channel {
  return {
    channel_id: row.id,
    name: row.name,
    email: row.email,
    country_code: row.country_code,
    phone_no: Number(row.phone_no),
    channel_name: row.channel_name,
    channel_dp: mediaUrl(row.channel_dp_media_id),
    channel_description: row.channel_description,
  };
}

export async function findChannel(db: Kysely<Database>, channelId: string) {
  return db.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst();
}

/** The channel's description, and its picture when one is given (null removes it; undefined keeps it). */
export async function updateChannelDetails(
  db: Kysely<Database>,
  channelId: string,
  details: { channel_description: string; channel_dp?: string | null | undefined },
  now: Date,
): Promise<void> {
  await db
    .updateTable('channels')
    .set({
      channel_description: details.channel_description,
      ...(details.channel_dp === undefined ? {} : { channel_dp_media_id: details.channel_dp }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', channelId)
    .execute();
}

export interface NewChannel {
  owner: { name: string; email: string; country_code: number; phone_no: string };
  channel_name: string;
  channel_description: string;
  channel_dp_media_id?: string | null;
  /** Null until the creator sets a password through the sign-up link. */
  passwordHash: string | null;
}

/** A channel, its creator account and its empty gift balance, written together. Run inside a transaction. */
export async function insertChannelWithCreator(db: Kysely<Database>, channel: NewChannel, now: Date) {
  const at = now.toISOString();
  const channelId = newId();
  const userId = newId();
  await db
    .insertInto('channels')
    .values({
      id: channelId,
      ...channel.owner,
      channel_name: channel.channel_name,
      // Unique: a look-alike of another channel's name fails here, whoever got past the checks before.
      channel_name_key: nameKey(channel.channel_name),
      channel_dp_media_id: channel.channel_dp_media_id ?? null,
      channel_description: channel.channel_description,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto('users').values({ id: userId, role: 'CREATOR', created_at: at }).execute();
  await db
    .insertInto('creators')
    .values({
      id: newId(),
      user_id: userId,
      channel_id: channelId,
      name: channel.owner.name,
      email: channel.owner.email,
      password_hash: channel.passwordHash,
      created_at: at,
    })
    .execute();
  await db.insertInto('channel_gift_balances').values({ channel_id: channelId, balance: 0, updated_at: at }).execute();
  return { channelId, userId };
}
