import { nameKey } from '@plw/shared/rules/name-key';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';

// Channel names are unique by how they look, not by their code points: each channel is stored with its name's
// look-alike key (shared/rules/name-key, unique in the database too), so `Word Wizards`, `word wizards` and
// `Wоrd Wizards` (Cyrillic о) cannot name two channels, and a request cannot ask for one a waiting request asked for.

type Db = Kysely<Database>;

const TAKEN = CHANNEL_ACCOUNT_MESSAGES.channelNameTaken;

/** 409 on the form's channel_name field: the name looks like one already held or asked for. */
export const channelNameTaken = () => new HttpError(409, 'CONFLICT', TAKEN, { channel_name: TAKEN });

/** Whether a channel (other than `exceptChannelId`) holds a name that looks like `name`. */
export async function channelNameHeld(db: Db, name: string, exceptChannelId?: string): Promise<boolean> {
  let query = db.selectFrom('channels').select('id').where('channel_name_key', '=', nameKey(name));
  if (exceptChannelId !== undefined) query = query.where('id', '!=', exceptChannelId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether a request still waiting for review asks for a name that looks like `name`. */
export async function channelNameRequested(db: Db, name: string): Promise<boolean> {
  const pending = await db
    .selectFrom('channel_requests')
    .select('id')
    .where('channel_name_key', '=', nameKey(name))
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return pending !== undefined;
}

/**
 * Renames a channel (the name already normalised by its schema). The same name is left as it is (a look-alike
 * kept from before keys existed stays without one); another name takes its key, or 409 when a channel holds it.
 * The key given up passes to the oldest channel kept without a key whose name has it, so that name stays
 * protected. Run inside a transaction.
 */
export async function renameChannel(db: Db, channelId: string, name: string): Promise<void> {
  const current = await db
    .selectFrom('channels')
    .select(['channel_name', 'channel_name_key'])
    .where('id', '=', channelId)
    .executeTakeFirst();
  if (!current || current.channel_name === name) return;
  if (await channelNameHeld(db, name, channelId)) throw channelNameTaken();
  const key = nameKey(name);
  await db.updateTable('channels').set({ channel_name: name, channel_name_key: key }).where('id', '=', channelId).execute();
  if (current.channel_name_key !== null && current.channel_name_key !== key) {
    await passOnKey(db, current.channel_name_key);
  }
}

/** Gives `key` to the oldest keyless channel whose name has it (only look-alikes kept by migration 0012 lack one). */
async function passOnKey(db: Db, key: string): Promise<void> {
  const keyless = await db
    .selectFrom('channels')
    .select(['id', 'channel_name'])
    .where('channel_name_key', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const heir = keyless.find((channel) => nameKey(channel.channel_name) === key);
  if (heir) await db.updateTable('channels').set({ channel_name_key: key }).where('id', '=', heir.id).execute();
}
