import { api } from '@plw/protocol/api';
import {
  type ChannelCard,
  channelCardSchema,
  type GamePage,
  gamePageSchema,
  playlistSchema,
} from '@plw/protocol/rest/discover';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { checkedJson, JsonBody } from '../../http/route.ts';
import { route } from '../../http/route.ts';
import { findChannel } from '../channels/repository.ts';
import { followsOf } from '../subscriptions/follows.ts';
import { CHANNEL_LIST_CACHE, CHANNEL_NOT_FOUND, channelCard, listChannels } from '../channels/channel-cards.ts';
import { listGames, listLiveRounds } from './game-lists.ts';
import { startedStates, withPlayStates } from './play-states.ts';
import { liveRoundsRoute } from './live-rounds.ts';
import {
  channelPlaylists,
  HOME_GAMES_PER_PLAYLIST,
  HOME_PLAYLISTS,
  newestPlaylistRows,
  type PlaylistRow,
  playlistRowsOf,
  withGames,
} from './playlists.ts';
import { dateOf } from '../../clock.ts';

// What signed-in users browse: home playlists, the play-circle lists, channels and a channel's page. What reads
// the same for everyone (a list page, a playlist with its games, a page of channel cards) comes from the shared
// cache, checked and serialized once; what is the caller's own (which channels they follow) from the player cache.

/** Cache key prefixes; writes that change these lists drop them (see subscriptions and releases). */
export const LIST_CACHE = { games: 'games:', channels: CHANNEL_LIST_CACHE, playlists: 'playlists:' } as const;

const keyOf = (prefix: string, parts: unknown) => `${prefix}${JSON.stringify(parts)}`;

const UNFOLLOWED_END = 'false}';

/** A playlist's checked JSON and the games it shows (for the caller's play states). */
interface CachedPlaylist {
  json: Buffer;
  gameIds: string[];
}

/** A playlist with nothing released, kept so in the cache and left out of the list. */
const EMPTY: CachedPlaylist = { json: Buffer.alloc(0), gameIds: [] };

/** A card's checked JSON up to its last field's value: `subscribed`, the schema's last, is the caller's own. */
function cardJsonWithoutFollow(card: ChannelCard): string {
  const json = checkedJson(channelCardSchema, { ...card, subscribed: false });
  if (!json.endsWith(`"subscribed":${UNFOLLOWED_END}`)) throw new Error('subscribed must be the last field of a card');
  return json.slice(0, -UNFOLLOWED_END.length);
}

export default async function discoverRoutes(app: FastifyInstance) {
  const now = () => dateOf(app.clock);
  const cache = app.sharedCache;

  route(app, api.allPlaylists, async ({ auth }) => {
    const rows = await homePlaylistRows(auth.playerId);
    const keys = rows.map(playlistKey);
    const cached = await cache.getMany(keys, (missing) =>
      playlistsJson(rows.filter((row) => missing.includes(playlistKey(row)))),
    );
    const shown = keys.map((key) => cached.get(key) ?? EMPTY).filter((item) => item.json.length > 0);
    const body = JsonBody.listOf('playlists', shown.map((item) => item.json));
    return withPlayStates(app, auth.playerId, body, shown.flatMap((item) => item.gameIds));
  });

  const playlistKey = (row: PlaylistRow) => `${LIST_CACHE.playlists}${row.id}`;

  /**
   * Which playlists the home carousels show, in order: those of the channels the player follows first (newest
   * first), then the newest of the others. Which channels the player follows comes from the player cache.
   */
  async function homePlaylistRows(playerId: string | undefined): Promise<PlaylistRow[]> {
    const follows = playerId ? await followsOf(app, playerId) : new Set<string>();
    const followed = [...follows];
    const ofChannel = (id: string) => `${LIST_CACHE.playlists}channel:${id}`;
    const byChannel = await cache.getMany(followed.map(ofChannel), async (missing) => {
      const rows = await playlistRowsOf(app.db, followed.filter((id) => missing.includes(ofChannel(id))));
      return new Map(missing.map((key) => [key, rows.filter((row) => ofChannel(row.channel_id) === key)]));
    });
    const first = [...byChannel.values()]
      .flat()
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, HOME_PLAYLISTS);
    const wanted = HOME_PLAYLISTS - first.length;
    if (wanted === 0) return first;
    // The newest few times the page's worth, shared; a player following most of them is read on their own.
    const pool = HOME_PLAYLISTS * 3;
    const newest = await cache.get(`${LIST_CACHE.playlists}newest`, () => newestPlaylistRows(app.db, pool));
    const rest = newest.filter((row) => !follows.has(row.channel_id)).slice(0, wanted);
    if (rest.length === wanted || newest.length < pool) return [...first, ...rest];
    return [...first, ...(await newestPlaylistRows(app.db, wanted, followed))];
  }

  async function playlistsJson(rows: PlaylistRow[]): Promise<Map<string, CachedPlaylist>> {
    const playlists = await withGames(app.db, rows, now(), HOME_GAMES_PER_PLAYLIST);
    const filled = new Map(
      playlists.map((p) => [
        p.playlist_id,
        { json: JsonBody.bytesOf(checkedJson(playlistSchema, p)), gameIds: p.games.map((g) => g.game_id) },
      ]),
    );
    return new Map(rows.map((row) => [playlistKey(row), filled.get(row.id) ?? EMPTY]));
  }

  liveRoundsRoute(app);

  /** A page of games from the shared cache (filled by `load`), with the caller's own play states added. */
  async function gamePage(key: string, playerId: string | undefined, load: () => Promise<GamePage>) {
    const cached = await cache.get(key, async () => {
      const page = await load();
      return { body: JsonBody.of(gamePageSchema, page), gameIds: page.games.map((g) => g.game_id) };
    });
    return withPlayStates(app, playerId, cached.body, cached.gameIds);
  }

  route(app, api.dailyPuzzles, async ({ query: { cursor, limit, ...filters }, auth }) =>
    gamePage(keyOf(`${LIST_CACHE.games}daily`, [filters, cursor, limit]), auth.playerId, () =>
      listGames(app.db, { ...filters, mode: 'DAILY' }, { cursor, limit }, now())),
  );

  route(app, api.rapidRiddle, async ({ query: { cursor, limit, ...filters }, auth }) =>
    gamePage(keyOf(`${LIST_CACHE.games}rapid`, [filters, cursor, limit]), auth.playerId, () =>
      listLiveRounds(app.db, filters, { cursor, limit }, now())),
  );

  for (const [endpoint, circle] of [
    [api.localCircleGames, 'localcircle'],
    [api.transitGames, 'transitgames'],
    [api.supportingLessons, 'supportinglessons'],
  ] as const) {
    route(app, endpoint, async ({ query: { cursor, limit, ...filters }, auth }) =>
      gamePage(keyOf(`${LIST_CACHE.games}${circle}`, [filters, cursor, limit]), auth.playerId, () =>
        listGames(app.db, { ...filters, [circle]: true }, { cursor, limit }, now())),
    );
  }

  route(app, api.channelAll, async ({ query, auth }) => {
    // Which channels a page holds depends on the caller only when the filter is about their follows.
    if (query.filter !== 'All') return listChannels(app.db, query, auth.playerId);
    const page = await cache.get(keyOf(LIST_CACHE.channels, query), async () => {
      const { channels, next_cursor: next } = await listChannels(app.db, query, undefined);
      return { ids: channels.map((card) => card.channel_id), cards: channels.map(cardJsonWithoutFollow), next };
    });
    const followed = auth.playerId ? await followsOf(app, auth.playerId) : new Set<string>();
    const cards = page.cards.map((json, index) => `${json}${followed.has(page.ids[index] ?? '')}}`);
    return JsonBody.fromParts(['{"channels":[', cards.join(','), '],"next_cursor":', JSON.stringify(page.next), '}']);
  });

  route(app, api.channelPage, async ({ params, auth }) => {
    const channel = await channelCard(app.db, params.id, auth.playerId);
    if (!channel) throw notFound(CHANNEL_NOT_FOUND);
    return { channel };
  });

  route(app, api.channelPlaylists, async ({ params, auth }) => {
    await requireChannel(params.id);
    const playlists = await channelPlaylists(app.db, params.id, now());
    const ids = playlists.flatMap((p) => p.games.map((g) => g.game_id));
    return { playlists, play_states: await startedStates(app, auth.playerId, ids) };
  });

  route(app, api.channelGamesList, async ({ params, query: { cursor, limit, ...filters }, auth }) => {
    await requireChannel(params.id);
    return gamePage(keyOf(`${LIST_CACHE.games}channel`, [params.id, filters, cursor, limit]), auth.playerId, () =>
      listGames(app.db, { ...filters, channelId: params.id }, { cursor, limit }, now()));
  });

  async function requireChannel(channelId: string) {
    if (!(await findChannel(app.db, channelId))) throw notFound(CHANNEL_NOT_FOUND);
  }
}
