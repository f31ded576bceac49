import type { Channel } from '@plw/shared/schemas/channel';
import type { Kysely, Selectable } from 'kysely';
import type { ChannelsTable, Database } from '../../db/schema.ts';

// Channels as the API shows them (spec 3).

export function toChannel(row: Selectable<ChannelsTable>): Channel {
  return {
    channel_id: row.id,
    name: row.name,
    email: row.email,
    country_code: row.country_code,
    phone_no: Number(row.phone_no),
    channel_name: row.channel_name,
    channel_dp: row.channel_dp_media_id ? `/api/media/${row.channel_dp_media_id}` : null,
    channel_description: row.channel_description,
  };
}

export async function findChannel(db: Kysely<Database>, channelId: string) {
  return db.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst();
}
