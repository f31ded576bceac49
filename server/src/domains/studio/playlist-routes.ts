import { api } from '@plw/protocol/api';
import { type PlaylistGame, STUDIO_MESSAGES, type StudioPlaylist } from '@plw/protocol/rest/studio';
import type { Language } from '@plw/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type AccessClaims, assertChannelAccess } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { channelOf } from './repository.ts';

// A channel's playlists: named, ordered lists of its released games. A playlist holds a whole game (its group),
// so players see it in their own language.

type Db = Kysely<Database>;

export default async function studioPlaylistRoutes(app: FastifyInstance) {
  const db = app.db;

  async function ownedPlaylist(auth: AccessClaims, playlistId: string) {
    const playlist = await db.selectFrom('playlists').selectAll().where('id', '=', playlistId).executeTakeFirst();
    if (!playlist) throw notFound('Playlist not found');
    assertChannelAccess(auth, playlist.channel_id);
    return playlist;
  }

  async function playlistView(playlistId: string): Promise<StudioPlaylist> {
    const playlist = await db.selectFrom('playlists').selectAll().where('id', '=', playlistId).executeTakeFirstOrThrow();
    const [view] = await playlistViews(db, playlist.channel_id, [playlist]);
    if (!view) throw notFound('Playlist not found');
    return view;
  }

  route(app, api.studioPlaylists, async ({ auth }) => {
    const channelId = channelOf(auth);
    const playlists = await db
      .selectFrom('playlists')
      .selectAll()
      .where('channel_id', '=', channelId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const games = await releasedGames(db, channelId);
    return { playlists: await playlistViews(db, channelId, playlists, games), games: [...games.values()] };
  });

  route(app, api.createPlaylist, async ({ auth, body }) => {
    const channelId = channelOf(auth);
    const last = await db
      .selectFrom('playlists')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    const id = newId();
    const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    const at = new Date().toISOString();
    await db.insertInto('playlists').values({ id, channel_id: channelId, name: body.name, position, created_at: at }).execute();
    return { playlist: await playlistView(id) };
  });

  route(app, api.renamePlaylist, async ({ auth, params, body }) => {
    const playlist = await ownedPlaylist(auth, params.id);
    await db.updateTable('playlists').set({ name: body.name }).where('id', '=', playlist.id).execute();
    return { playlist: await playlistView(playlist.id) };
  });

  route(app, api.deletePlaylist, async ({ auth, params }) => {
    const playlist = await ownedPlaylist(auth, params.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('playlist_games').where('playlist_id', '=', playlist.id).execute();
      await trx.deleteFrom('playlists').where('id', '=', playlist.id).execute();
    });
    return { ok: true as const };
  });

  route(app, api.setPlaylistGames, async ({ auth, params, body }) => {
    const playlist = await ownedPlaylist(auth, params.id);
    const ids = body.game_group_ids;
    if (new Set(ids).size !== ids.length) {
      throw badRequest(STUDIO_MESSAGES.playlistGamesUnique, { game_group_ids: STUDIO_MESSAGES.playlistGamesUnique });
    }
    const released = await releasedGames(db, playlist.channel_id);
    if (ids.some((id) => !released.has(id))) {
      const message = STUDIO_MESSAGES.playlistGamesReleased;
      throw badRequest(message, { game_group_ids: message });
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('playlist_games').where('playlist_id', '=', playlist.id).execute();
      if (ids.length === 0) return;
      const rows = ids.map((group_id, position) => ({ playlist_id: playlist.id, group_id, position }));
      await trx.insertInto('playlist_games').values(rows).execute();
    });
    return { playlist: await playlistView(playlist.id) };
  });
}

/** The channel's game groups with a released variant, named by the first released variant. */
async function releasedGames(db: Db, channelId: string): Promise<Map<string, PlaylistGame>> {
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

async function playlistViews(
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
