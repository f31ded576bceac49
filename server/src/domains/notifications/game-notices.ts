import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { gameLink, notify, type NotificationPush, subscriberUserIds } from './notify.ts';

// Notices about games to the channel's subscribers: a game released, a followed live round about to start.
// Each goes to a user at most once per game (the notification's once key).

type Db = Kysely<Database>;

async function publicReleasedGame(db: Db, gameId: string) {
  return db
    .selectFrom('games')
    .innerJoin('channels', 'channels.id', 'games.channel_id')
    .select(['games.id', 'games.type', 'games.mode', 'games.game_name', 'games.channel_id', 'games.publishing_time'])
    .select('channels.channel_name')
    .where('games.id', '=', gameId)
    .where('games.status', '=', 'RELEASED')
    .where('games.visibility', '=', 'PUBLIC')
    .executeTakeFirst();
}

/** Tells a channel's subscribers about a game just released at `now` (call it when a game is released). */
export async function notifyNewGame(db: Db, gameId: string, now: Date, push?: NotificationPush) {
  const game = await publicReleasedGame(db, gameId);
  if (!game) return [];
  return notify(db, push, await subscriberUserIds(db, game.channel_id), {
    kind: 'NEW_GAME',
    title: `New in ${game.channel_name}`,
    body: `${game.game_name} is out now.`,
    link: gameLink(game),
    onceKey: `NEW_GAME:${game.id}`,
  }, now);
}

/**
 * Straight to the round's waiting room, which counts down to the start and opens the game then (at once when the
 * reminder is opened after the start), as a game card does before its round.
 */
function waitingRoomLink(game: Parameters<typeof gameLink>[0], startsAt: string) {
  return `/game/waitingroom?${new URLSearchParams({ redirect: gameLink(game), time: startsAt }).toString()}`;
}

/** Tells a channel's subscribers that one of its live rounds starts soon. */
export async function notifyRoundStarting(db: Db, gameId: string, now: Date, push?: NotificationPush) {
  const game = await publicReleasedGame(db, gameId);
  if (!game?.publishing_time) return [];
  const minutes = Math.max(1, Math.round((Date.parse(game.publishing_time) - now.getTime()) / 60_000));
  return notify(db, push, await subscriberUserIds(db, game.channel_id), {
    kind: 'ROUND_STARTING',
    title: `${game.game_name} starts soon`,
    body: `The live round of ${game.channel_name} starts in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    link: waitingRoomLink(game, game.publishing_time),
    onceKey: `ROUND_STARTING:${game.id}`,
  }, now);
}
