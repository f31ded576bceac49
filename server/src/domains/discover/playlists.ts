import type { Playlist } from '@plw/protocol/rest/discover';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';
import { channelRef } from './channel-cards.ts';

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

/**
 * Which playlists the home carousels show, in order (their games come from `withGames`): those of the channels
 * the player follows first, then the newest of the others.
 */
export async function homePlaylistRows(db: Db, playerId: string | undefined): Promise<PlaylistRow[]> {
  const followed = playerId
    ? (await db.selectFrom('subscriptions').select('channel_id').where('player_id', '=', playerId).execute()).map(
        (s) => s.channel_id,
      )
    : [];
  const first = followed.length
    ? await selectPlaylists(db)
        .where('playlists.channel_id', 'in', followed)
        .orderBy('playlists.id', 'desc')
        .limit(HOME_PLAYLISTS)
        .execute()
    : [];
  let others = selectPlaylists(db);
  if (followed.length) others = others.where('playlists.channel_id', 'not in', followed);
  const rest = await others
    .orderBy('playlists.id', 'desc')
    .limit(HOME_PLAYLISTS - first.length)
    .execute();
  return [...first, ...rest];
}

export async function channelPlaylists(db: Db, channelId: string): Promise<Playlist[]> {
  const rows = await selectPlaylists(db)
    .where('playlists.channel_id', '=', channelId)
    .orderBy('playlists.position')
    .orderBy('playlists.id')
    .execute();
  return withGames(db, rows);
}

/**
 * Fills playlists with their released games: the playlists' entries, then their groups' games by group id. Two
 * queries, because joined in one both engines scanned every listed game (SQLite without statistics, Postgres by
 * hash join) instead of looking each group up (games_group_listed).
 */
export async function withGames(db: Db, playlists: PlaylistRow[], gamesEach = GAMES_PER_PLAYLIST): Promise<Playlist[]> {
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
    const rows = (byPlaylist.get(p.id) ?? []).slice(0, gamesEach);
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
