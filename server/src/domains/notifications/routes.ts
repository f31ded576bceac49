import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { route } from '../../http/route.ts';
import { toNotification } from './notify.ts';
import { latestNotifications, markNotificationsRead, unreadCount } from './repository.ts';

// The signed-in user's notifications: the latest ones with the unread count, and marking them read.

const SHOWN = 50;

export default async function notificationRoutes(app: FastifyInstance) {
  route(app, api.notifications, async ({ auth }) => {
    const [rows, unread] = await Promise.all([
      latestNotifications(app.db, auth.sub, SHOWN),
      unreadCount(app.db, auth.sub),
    ]);
    return { notifications: rows.map(toNotification), unread };
  });

  route(app, api.readNotifications, async ({ auth, body }) => {
    await markNotificationsRead(app.db, auth.sub, body.ids, dateOf(app.clock));
    return { unread: await unreadCount(app.db, auth.sub) };
  });
}
