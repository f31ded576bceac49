import type { Playlist } from '@plw/protocol/rest/discover';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { channelRef } from '../channels/channel-cards.ts';
import { dailyOpenAt } from '../games/daily-open.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';

// Playlists: a channel's named rows of games. A playlist holds game groups; it shows every released public
// language variant of them, in the playlist's order. Playlists with nothing released are left out.

type Db = Kysely<Database>;

/**
 * At most this many playlists on the home page, and games in each there: a first look that stays light on a
 * phone (a channel's playlists page shows up to GAMES_PER_PLAYLIST).
 */
export const HOME_PLAYLISTS = 12;
export const HOME_GAMES_PER_PLAYLIST = 12;
export const GAMES_PER_PLAYLIST = 30;

function selectPlaylists(db: Db) {
  return db
    .selectFrom('playlists')
    .innerJoin('channels', 'channels.id', 'playlists.channel_id')
    .select(['playlists.id', 'playlists.name', 'channels.id as channel_id', 'channels.channel_name', 'channels.channel_dp_media_id']);
}

export type PlaylistRow = Awaited<ReturnType<ReturnType<typeof selectPlaylists>['execute']>>[number];

/** The newest playlists of every channel, or of all but some. */
export function newestPlaylistRows(db: Db, limit: number, except: readonly string[] = []): Promise<PlaylistRow[]> {
  let select = selectPlaylists(db);
  if (except.length > 0) select = select.where('playlists.channel_id', 'not in', except);
  return select.orderBy('playlists.id', 'desc').limit(limit).execute();
}

/** Every playlist of these channels, newest first. */
export function playlistRowsOf(db: Db, channelIds: readonly string[]): Promise<PlaylistRow[]> {
  if (channelIds.length === 0) return Promise.resolve([]);
  return selectPlaylists(db).where('playlists.channel_id', 'in', channelIds).orderBy('playlists.id', 'desc').execute();
}

export async function channelPlaylists(db: Db, channelId: string, now: Date): Promise<Playlist[]> {
  const rows = await selectPlaylists(db)
    .where('playlists.channel_id', '=', channelId)
    .orderBy('playlists.position')
    .orderBy('playlists.id')
    .execute();
  return withGames(db, rows, now);
}

/**
 * Fills playlists with their released games: the playlists' entries, then their groups' games by group id. Two
 * queries, because joined in one both engines scanned every listed game (SQLite without statistics, Postgres by
 * hash join) instead of looking each group up (games_group_listed). A daily game waits for its publishing time
 * (dailyOpenAt), and a game listed twice shows once, so a carousel never shows the same game twice in a row.
 */
export async function withGames(
  db: Db,
  playlists: PlaylistRow[],
  now: Date,
  gamesEach = GAMES_PER_PLAYLIST,
): Promise<Playlist[]> {
  if (playlists.length === 0) return [];
  const entries = await db
    .selectFrom('playlist_games')
    .select(['playlist_id', 'group_id'])
    .where(
      'playlist_id',
      'in',
      playlists.map((p) => p.id),
    )
    .orderBy('position')
    .execute();
  if (entries.length === 0) return [];
  const games = await selectGameSummaries(db)
    .where('games.group_id', 'in', [...new Set(entries.map((e) => e.group_id))])
    .where('games.status', '=', 'RELEASED')
    .where('games.visibility', '=', 'PUBLIC')
    .where((eb) => eb.or([eb('games.mode', '!=', 'DAILY'), dailyOpenAt(eb, now)]))
    .orderBy('games.group_id')
    .orderBy('games.language')
    .execute();
  const byGroup = new Map<string, typeof games>();
  for (const game of games) byGroup.set(game.group_id, [...(byGroup.get(game.group_id) ?? []), game]);
  const byPlaylist = new Map<string, typeof games>();
  for (const { playlist_id: playlistId, group_id: groupId } of entries) {
    byPlaylist.set(playlistId, [...(byPlaylist.get(playlistId) ?? []), ...(byGroup.get(groupId) ?? [])]);
  }
  return playlists.flatMap((p) => {
    const rows = onceEach(byPlaylist.get(p.id) ?? []).slice(0, gamesEach);
    if (rows.length === 0) return [];
    return [
      {
        playlist_id: p.id,
        name: p.name,
        channel: channelRef({ ...p, id: p.channel_id }),
        games: rows.map(toGameSummary),
      },
    ];
  });
}

/** Each game once, where it first comes. */
function onceEach<G extends { id: string }>(games: readonly G[]): G[] {
  const seen = new Set<string>();
  return games.filter((game) => !seen.has(game.id) && seen.add(game.id));
}
