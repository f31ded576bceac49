import type { adminChannelGamesQuerySchema, ChannelDetails } from '@plw/protocol/rest/review';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { ChannelsTable } from '../../db/tables/channels.ts';
import { toChannel } from '../channels/repository.ts';
import { containsPattern } from '../../http/cursor.ts';
import { selectGameSummaries } from '../games/repository.ts';

// What the admin's catalog reads: each channel's figures, and one channel's games in every state, filtered.

type Db = Kysely<Database>;
type AdminChannelGamesQuery = z.infer<typeof adminChannelGamesQuerySchema>;

/** The channels with their figures, counted for these channels only. */
export async function channelDetails(db: Db, channels: Selectable<ChannelsTable>[]): Promise<ChannelDetails[]> {
  if (channels.length === 0) return [];
  const ids = channels.map((c) => c.id);
  const n = db.fn.countAll<string | number>().as('n');
  const [games, released, pending, subscribers, balances] = await Promise.all([
    db.selectFrom('games').select(['channel_id', n]).where('channel_id', 'in', ids).groupBy('channel_id').execute(),
    db
      .selectFrom('games')
      .select(['channel_id', n])
      .where('channel_id', 'in', ids)
      .where('status', '=', 'RELEASED')
      .groupBy('channel_id')
      .execute(),
    db
      .selectFrom('verification_requests')
      .select(['channel_id', n])
      .where('channel_id', 'in', ids)
      .where('status', '=', 'PENDING')
      .groupBy('channel_id')
      .execute(),
    db.selectFrom('subscriptions').select(['channel_id', n]).where('channel_id', 'in', ids).groupBy('channel_id').execute(),
    db.selectFrom('channel_gift_balances').select(['channel_id', 'balance']).where('channel_id', 'in', ids).execute(),
  ]);
  const count = (rows: { channel_id: string; n: string | number }[], id: string) =>
    Number(rows.find((r) => r.channel_id === id)?.n ?? 0);
  return channels.map((row) => ({
    ...toChannel(row),
    games: count(games, row.id),
    released_games: count(released, row.id),
    pending_reviews: count(pending, row.id),
    subscribers: count(subscribers, row.id),
    balance: Number(balances.find((b) => b.channel_id === row.id)?.balance ?? 0),
  }));
}

/** The channel's games in every state, filtered as the admin asked (a query for `gamePage` to page through). */
export function adminChannelGames(db: Db, query: AdminChannelGamesQuery) {
  return selectGameSummaries(db).where((eb) => {
    const conditions = [eb('games.channel_id', '=', query.channel_id)];
    // Admins see every state; a mode filter keeps the games that are played that way.
    if (query.mode) conditions.push(eb('games.mode', 'in', [query.mode, 'RAPID_THEN_DAILY']));
    if (query.language) conditions.push(eb('games.language', '=', query.language));
    if (query.localcircle) conditions.push(eb('games.local_circle', '=', 1));
    if (query.transitgames) conditions.push(eb('games.transit_game', '=', 1));
    if (query.supportinglessons) conditions.push(eb('games.supporting_lesson', '=', 1));
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        eb.or([
          sql<boolean>`lower(${sql.ref('games.game_name')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(${sql.ref('games.hashtag')}) like ${pattern} escape '\\'`,
        ]),
      );
    }
    return eb.and(conditions);
  });
}
