import type { PlaylistGame, StudioPlaylist } from '@plw/protocol/rest/studio-playlists';
import type { Language } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

// A channel's playlists in storage: the playlist rows, the game groups each lists in order, and the channel's
// released games they may list.

type Db = Kysely<Database>;

export function findPlaylist(db: Db, playlistId: string) {
  return db.selectFrom('playlists').selectAll().where('id', '=', playlistId).executeTakeFirst();
}

/** The channel's playlists in their order. */
export function channelPlaylists(db: Db, channelId: string) {
  return db
    .selectFrom('playlists')
    .selectAll()
    .where('channel_id', '=', channelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A new, empty playlist after the channel's last one; its id. */
export async function insertPlaylist(db: Db, channelId: string, name: string, now: Date): Promise<string> {
  const last = await db
    .selectFrom('playlists')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  const id = newId();
  const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  await db
    .insertInto('playlists')
    .values({ id, channel_id: channelId, name, position, created_at: now.toISOString() })
    .execute();
  return id;
}

export async function renamePlaylist(db: Db, playlistId: string, name: string): Promise<void> {
  await db.updateTable('playlists').set({ name }).where('id', '=', playlistId).execute();
}

/** The playlist and its entries. Run inside a transaction. */
export async function deletePlaylist(db: Db, playlistId: string): Promise<void> {
  await db.deleteFrom('playlist_games').where('playlist_id', '=', playlistId).execute();
  await db.deleteFrom('playlists').where('id', '=', playlistId).execute();
}

/** The playlist lists these game groups, in this order, instead of what it listed. Run inside a transaction. */
export async function setPlaylistGames(db: Db, playlistId: string, groupIds: readonly string[]): Promise<void> {
  await db.deleteFrom('playlist_games').where('playlist_id', '=', playlistId).execute();
  if (groupIds.length === 0) return;
  const rows = groupIds.map((group_id, position) => ({ playlist_id: playlistId, group_id, position }));
  await db.insertInto('playlist_games').values(rows).execute();
}

/** The channel's game groups with a released variant, named by the first released variant. */
export async function releasedGames(db: Db, channelId: string): Promise<Map<string, PlaylistGame>> {
  const rows = await db
    .selectFrom('games')
    .select(['group_id', 'game_name', 'type', 'language'])
    .where('channel_id', '=', channelId)
    .where('status', '=', 'RELEASED')
    .orderBy('id')
    .execute();
  const groups = new Map<string, PlaylistGame>();
  for (const row of rows) {
    const group = groups.get(row.group_id);
    if (group) group.languages.push(row.language as Language);
    else {
      groups.set(row.group_id, {
        game_group_id: row.group_id,
        game_name: row.game_name,
        type: row.type,
        languages: [row.language as Language],
      });
    }
  }
  return groups;
}

export async function playlistViews(
  db: Db,
  channelId: string,
  playlists: readonly { id: string; name: string; position: number }[],
  games?: Map<string, PlaylistGame>,
): Promise<StudioPlaylist[]> {
  if (playlists.length === 0) return [];
  const released = games ?? (await releasedGames(db, channelId));
  const entries = await db
    .selectFrom('playlist_games')
    .selectAll()
    .where(
      'playlist_id',
      'in',
      playlists.map((p) => p.id),
    )
    .orderBy('position')
    .execute();
  return playlists.map((playlist) => ({
    playlist_id: playlist.id,
    name: playlist.name,
    position: playlist.position,
    // A game no longer released drops out of the view (its row stays until the playlist is saved again).
    games: entries
      .filter((entry) => entry.playlist_id === playlist.id)
      .flatMap((entry) => released.get(entry.group_id) ?? []),
  }));
}
