import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NotificationsTable } from '../../db/tables/messages.ts';

// A user's notifications as their inbox reads them: the latest, how many are unread, and marking them read.

type Db = Kysely<Database>;

/** The user's latest notifications, newest first (ties by id, so the order is stable). */
export function latestNotifications(db: Db, userId: string, limit: number): Promise<Selectable<NotificationsTable>[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's unread notifications read: all of them, or only those listed. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[] | undefined, now: Date) {
  if (ids?.length === 0) return;
  let update = db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== undefined) update = update.where('id', 'in', ids);
  await update.execute();
}
