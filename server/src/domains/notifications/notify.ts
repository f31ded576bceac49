import { gamePlayPath } from '@plw/protocol/question-types/registry';
import type { Notification, NOTIFICATION_KINDS } from '@plw/protocol/rest/player';
import type { GameType } from '@plw/shared/constants';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { NotificationsTable } from '../../db/tables/messages.ts';

// Notifications: stored first, then pushed to every open tab of their user by the realtime server, which is handed
// in as a NotificationPush (this domain does not know sockets). Storing can join a caller's transaction; push after
// it commits.

type Db = Kysely<Database>;

export interface Notice {
  kind: (typeof NOTIFICATION_KINDS)[number];
  title: string;
  body: string;
  /** Where the notification leads in the app; null when nowhere. */
  link: string | null;
  /** Set for a notice a user gets at most once: a second one with the same key is not stored or pushed. */
  onceKey?: string;
}

export interface StoredNotification {
  userId: string;
  notification: Notification;
}

const BATCH = 500;
const storedData = z.object({ link: z.string().nullable().catch(null) }).catch({ link: null });

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    notification_id: row.id,
    kind: row.kind as Notice['kind'],
    title: row.title,
    body: row.body,
    link: storedData.parse(JSON.parse(row.data)).link,
    read: row.read_at !== null,
    created_at: row.created_at,
  };
}

/** Stores one notice for each user dated `now` (once per key when the notice has one); returns those stored now. */
export async function storeNotifications(
  db: Db,
  userIds: readonly string[],
  notice: Notice,
  now: Date,
): Promise<StoredNotification[]> {
  const stored: StoredNotification[] = [];
  for (let i = 0; i < userIds.length; i += BATCH) {
    const rows = await db
      .insertInto('notifications')
      .values(
        userIds.slice(i, i + BATCH).map((userId) => ({
          id: newId(),
          user_id: userId,
          kind: notice.kind,
          title: notice.title,
          body: notice.body,
          data: JSON.stringify({ link: notice.link }),
          once_key: notice.onceKey ?? null,
          read_at: null,
          created_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'once_key']).doNothing())
      .returningAll()
      .execute();
    stored.push(...rows.map((row) => ({ userId: row.user_id, notification: toNotification(row) })));
  }
  return stored;
}

/**
 * Delivers a stored notification to its user's open tabs on every process
 * (realtime/transport/notification-push.ts).
 */
export interface NotificationPush {
  push(userId: string, notification: Notification): void;
}

/** Pushes stored notifications to their users; without a push they see them at their next look. */
export function pushNotifications(push: NotificationPush | undefined, stored: readonly StoredNotification[]): void {
  if (!push) return;
  for (const { userId, notification } of stored) push.push(userId, notification);
}

/** Stores a notice for each user dated `now`, then pushes it. */
export async function notify(
  db: Db,
  push: NotificationPush | undefined,
  userIds: readonly string[],
  notice: Notice,
  now: Date,
): Promise<StoredNotification[]> {
  const stored = await storeNotifications(db, userIds, notice, now);
  pushNotifications(push, stored);
  return stored;
}

/** The users who follow a channel (real players only). */
export async function subscriberUserIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('players', 'players.id', 'subscriptions.player_id')
    .select('players.user_id')
    .where('subscriptions.channel_id', '=', channelId)
    .where('players.simulated', '=', 0)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Where a game is played in the app. */
export const gameLink = (game: { id: string; type: GameType }) => gamePlayPath(game.type, game.id);
