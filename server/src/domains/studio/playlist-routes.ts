import { api } from '@plw/protocol/api';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { type StudioPlaylist } from '@plw/protocol/rest/studio-playlists';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type AccessClaims, assertChannelAccess } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import {
  channelPlaylists,
  deletePlaylist,
  findPlaylist,
  insertPlaylist,
  playlistViews,
  releasedGames,
  renamePlaylist,
  setPlaylistGames,
} from './playlist-repository.ts';
import { channelOf } from './repository.ts';

// A channel's playlists: named, ordered lists of its released games. A playlist holds a whole game (its group),
// so players see it in their own language.

export default async function studioPlaylistRoutes(app: FastifyInstance) {
  const db = app.db;

  async function ownedPlaylist(auth: AccessClaims, playlistId: string) {
    const playlist = await findPlaylist(db, playlistId);
    if (!playlist) throw notFound('Playlist not found');
    assertChannelAccess(auth, playlist.channel_id);
    return playlist;
  }

  async function playlistView(playlistId: string): Promise<StudioPlaylist> {
    const playlist = await findPlaylist(db, playlistId);
    if (!playlist) throw notFound('Playlist not found');
    const [view] = await playlistViews(db, playlist.channel_id, [playlist]);
    if (!view) throw notFound('Playlist not found');
    return view;
  }

  route(app, api.studioPlaylists, async ({ auth }) => {
    const channelId = channelOf(auth);
    const playlists = await channelPlaylists(db, channelId);
    const games = await releasedGames(db, channelId);
    return { playlists: await playlistViews(db, channelId, playlists, games), games: [...games.values()] };
  });

  route(app, api.createPlaylist, async ({ auth, body }) => {
    const channelId = channelOf(auth);
    const id = await insertPlaylist(db, channelId, body.name, dateOf(app.clock));
    return { playlist: await playlistView(id) };
  });

  route(app, api.renamePlaylist, async ({ auth, params, body }) => {
    const playlist = await ownedPlaylist(auth, params.id);
    await renamePlaylist(db, playlist.id, body.name);
    return { playlist: await playlistView(playlist.id) };
  });

  route(app, api.deletePlaylist, async ({ auth, params }) => {
    const playlist = await ownedPlaylist(auth, params.id);
    await db.transaction().execute((trx) => deletePlaylist(trx, playlist.id));
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
    await db.transaction().execute((trx) => setPlaylistGames(trx, playlist.id, ids));
    return { playlist: await playlistView(playlist.id) };
  });
}
