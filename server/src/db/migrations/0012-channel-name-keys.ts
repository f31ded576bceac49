import { nameKey } from '@plw/shared/rules/name-key';
import type { Kysely } from 'kysely';

// Channel names become unique by how they look, as usernames did in 0010: each channel gets its name's look-alike
// key (shared/rules/name-key) in a column with a unique index, and each channel request the key of the name it asks
// for, so a new request can be checked against those still waiting. Every name is kept, unchanged. Where channels
// already look alike, the oldest takes the key and the others keep their names without one: nobody can take a
// look-alike of any of them, and a channel without a key gets one when it is renamed.

interface Tables {
  channels: { id: string; channel_name: string; channel_name_key: string | null; created_at: string };
  channel_requests: { id: string; channel_name: string; channel_name_key: string | null };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('channels').addColumn('channel_name_key', 'text').execute();
  const channels = await db
    .selectFrom('channels')
    .select(['id', 'channel_name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const keyed = new Set<string>();
  for (const channel of channels) {
    const key = nameKey(channel.channel_name);
    if (keyed.has(key)) continue;
    keyed.add(key);
    await db.updateTable('channels').set({ channel_name_key: key }).where('id', '=', channel.id).execute();
  }
  await db.schema
    .createIndex('channels_channel_name_key_unique')
    .unique()
    .on('channels')
    .column('channel_name_key')
    .execute();

  await db.schema.alterTable('channel_requests').addColumn('channel_name_key', 'text').execute();
  const requests = await db.selectFrom('channel_requests').select(['id', 'channel_name']).execute();
  for (const request of requests) {
    await db
      .updateTable('channel_requests')
      .set({ channel_name_key: nameKey(request.channel_name) })
      .where('id', '=', request.id)
      .execute();
  }
  await db.schema
    .createIndex('channel_requests_channel_name_key')
    .on('channel_requests')
    .columns(['channel_name_key', 'status'])
    .execute();
}
