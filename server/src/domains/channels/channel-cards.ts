import { mediaUrl } from '@plw/protocol/rest/media';
import type { ChannelCard } from '@plw/protocol/rest/discover';
import type { ChannelFilter } from '@plw/shared/constants';
import { coverColour } from '@plw/shared/rules/cover';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern, type Cursor, decodeCursor, type PageRequest, pageOf } from '../../http/cursor.ts';

// Channels as players browse them. Counts come from two indexed GROUP BYs over only the channels shown, so
// a card costs the same however many channels, players or games there are.

type Db = Kysely<Database>;

export const CHANNEL_NOT_FOUND = 'Channel not found';

/** The shared cache's prefix for pages of channel cards; a follow or unfollow drops them (their counts change). */
export const CHANNEL_LIST_CACHE = 'channels:';

interface ChannelRow {
  id: string;
  channel_name: string;
  channel_dp_media_id: string | null;
  channel_description: string;
  colour: string | null;
}

const cardColumns = [
  'channels.id',
  'channels.channel_name',
  'channels.channel_dp_media_id',
  'channels.channel_description',
  'channels.colour',
] as const;

export const channelRef = (row: Pick<ChannelRow, 'id' | 'channel_name' | 'channel_dp_media_id'>) => ({
  channel_id: row.id,
  channel_name: row.channel_name,
  channel_dp: mediaUrl(row.channel_dp_media_id),
});

/** Cards for these channels, in their order, with subscriber and released-game counts and the caller's follow. */
export async function toChannelCards(db: Db, rows: ChannelRow[], playerId: string | undefined): Promise<ChannelCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [subscribers, games, followed] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select(['channel_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('channel_id', 'in', ids)
      .groupBy('channel_id')
      .execute(),
    db
      .selectFrom('games')
      .select(['channel_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('channel_id', 'in', ids)
      .where('status', '=', 'RELEASED')
      .where('visibility', '=', 'PUBLIC')
      .groupBy('channel_id')
      .execute(),
    followedAmong(db, ids, playerId),
  ]);
  const countOf = (counts: { channel_id: string; n: string | number }[]) =>
    new Map(counts.map((c) => [c.channel_id, Number(c.n)]));
  const subscriberCounts = countOf(subscribers);
  const gameCounts = countOf(games);
  return rows.map((row) => ({
    ...channelRef(row),
    channel_description: row.channel_description,
    colour: coverColour(row.id, row.colour),
    subscribers: subscriberCounts.get(row.id) ?? 0,
    games: gameCounts.get(row.id) ?? 0,
    subscribed: followed.has(row.id),
  }));
}

/** Which of these channels the player follows: one indexed query. */
export async function followedAmong(db: Db, channelIds: readonly string[], playerId: string | undefined) {
  if (!playerId || channelIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('subscriptions')
    .select('channel_id')
    .where('player_id', '=', playerId)
    .where('channel_id', 'in', channelIds)
    .execute();
  return new Set(rows.map((row) => row.channel_id));
}

export async function channelCard(db: Db, channelId: string, playerId: string | undefined) {
  const row = await db.selectFrom('channels').select(cardColumns).where('id', '=', channelId).executeTakeFirst();
  return row ? (await toChannelCards(db, [row], playerId))[0] : undefined;
}

const byName = (row: ChannelRow): Cursor => ({ key: row.channel_name, id: row.id });

/** A page of channels by name, optionally searched and narrowed to those the player follows or does not. */
export async function listChannels(
  db: Db,
  query: { search?: string | undefined; filter: ChannelFilter } & PageRequest,
  playerId: string | undefined,
) {
  const cursor = decodeCursor(query.cursor);
  if (query.filter === 'Subscribed' && !playerId) return { channels: [], next_cursor: null };
  let select = db.selectFrom('channels').select(cardColumns);
  if (query.filter !== 'All' && playerId) {
    const follower = playerId;
    select = select.where((eb) => {
      const followed = eb
        .selectFrom('subscriptions')
        .select('subscriptions.channel_id')
        .where('subscriptions.player_id', '=', follower)
        .whereRef('subscriptions.channel_id', '=', 'channels.id');
      return query.filter === 'Subscribed' ? eb.exists(followed) : eb.not(eb.exists(followed));
    });
  }
  if (query.search) {
    select = select.where(sql<boolean>`lower(channels.channel_name) like ${containsPattern(query.search)} escape '\\'`);
  }
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb('channels.channel_name', '>', cursor.key),
        eb.and([eb('channels.channel_name', '=', cursor.key), eb('channels.id', '>', cursor.id)]),
      ]),
    );
  }
  const rows = await select.orderBy('channels.channel_name').orderBy('channels.id').limit(query.limit + 1).execute();
  const page = pageOf(rows, query.limit, byName);
  return { channels: await toChannelCards(db, page.rows, playerId), next_cursor: page.next_cursor };
}

/** Every channel the player follows, by name, optionally searched by name. */
export async function subscribedChannels(db: Db, playerId: string, search: string | undefined) {
  let select = db
    .selectFrom('channels')
    .innerJoin('subscriptions', 'subscriptions.channel_id', 'channels.id')
    .select(cardColumns)
    .where('subscriptions.player_id', '=', playerId);
  if (search) {
    select = select.where(sql<boolean>`lower(channels.channel_name) like ${containsPattern(search)} escape '\\'`);
  }
  return toChannelCards(db, await select.orderBy('channels.channel_name').execute(), playerId);
}
