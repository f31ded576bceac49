import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { ContactMessagesTable } from '../../db/tables/messages.ts';

// Contact messages: stored as written, read newest first by admins.

type Db = Kysely<Database>;

export async function saveContactMessage(
  db: Db,
  message: Pick<ContactMessagesTable, 'name' | 'email' | 'message'>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ id: newId(), user_id: null, ...message, created_at: now.toISOString() })
    .execute();
}

/** The latest messages, newest first (ties by id, so the order is stable). */
export function latestContactMessages(db: Db, limit: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
