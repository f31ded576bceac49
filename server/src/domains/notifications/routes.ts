import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { toNotification } from './notify.ts';

// The signed-in user's notifications: the latest ones with the unread count, and marking them read.

const SHOWN = 50;

async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export default async function notificationRoutes(app: FastifyInstance) {
  route(app, api.notifications, async ({ auth }) => {
    const [rows, unread] = await Promise.all([
      app.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', auth.sub)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SHOWN)
        .execute(),
      unreadCount(app.db, auth.sub),
    ]);
    return { notifications: rows.map(toNotification), unread };
  });

  route(app, api.readNotifications, async ({ auth, body }) => {
    let update = app.db
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', auth.sub)
      .where('read_at', 'is', null);
    if (body.ids !== undefined) {
      if (body.ids.length === 0) return { unread: await unreadCount(app.db, auth.sub) };
      update = update.where('id', 'in', body.ids);
    }
    await update.execute();
    return { unread: await unreadCount(app.db, auth.sub) };
  });
}
