import { LANGUAGE_NAMES } from '@plw/shared/constants';
import { nameSchema } from '@plw/shared/rules/names';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema } from './auth.ts';
import { idField, idParams } from './fields.ts';
import { CREATOR, STUDIO_MESSAGES } from './studio-parts.ts';

// The channel's playlists in the studio: released games grouped and ordered for the channel page.

/** Players see playlists on the channel page, so their names follow the name policy (rules/names). */
const playlistName = nameSchema(
  { min: 1, max: TEXT_MAX.playlistName },
  {
    required: STUDIO_MESSAGES.playlistNameRequired,
    tooShort: STUDIO_MESSAGES.playlistNameRequired,
    tooLong: STUDIO_MESSAGES.playlistNameTooLong,
  },
);

/** A released game as a playlist holds it: the whole group, named by its first language variant. */
export const playlistGameSchema = z.object({
  game_group_id: z.string(),
  game_name: z.string(),
  type: gameSummarySchema.shape.type,
  languages: z.array(z.enum(LANGUAGE_NAMES)),
});

export const studioPlaylistSchema = z.object({
  playlist_id: z.string(),
  name: z.string(),
  position: z.number().int(),
  games: z.array(playlistGameSchema),
});

export const studioPlaylistsApi = {
  studioPlaylists: defineEndpoint({
    method: 'GET',
    path: '/api/channel/playlistdetails',
    access: CREATOR,
    summary: "The channel's playlists with their games, and the released games that can go in them",
    errors: [404],
    response: z.object({ playlists: z.array(studioPlaylistSchema), games: z.array(playlistGameSchema) }),
  }),
  createPlaylist: defineEndpoint({
    method: 'POST',
    path: '/api/channel/playlists',
    access: CREATOR,
    summary: 'A new, empty playlist at the end',
    body: z.object({ name: playlistName }),
    errors: [404],
    response: z.object({ playlist: studioPlaylistSchema }),
  }),
  renamePlaylist: defineEndpoint({
    method: 'PATCH',
    path: '/api/channel/playlists/:id',
    access: CREATOR,
    summary: 'Renames a playlist',
    params: idParams,
    body: z.object({ name: playlistName }),
    response: z.object({ playlist: studioPlaylistSchema }),
  }),
  deletePlaylist: defineEndpoint({
    method: 'DELETE',
    path: '/api/channel/playlists/:id',
    access: CREATOR,
    summary: 'Deletes a playlist (its games stay)',
    params: idParams,
    response: okSchema,
  }),
  setPlaylistGames: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/playlists/:id/games',
    access: CREATOR,
    summary: "A playlist's games in order: adds, removes and reorders in one call",
    params: idParams,
    body: z.object({ game_group_ids: z.array(idField).max(200) }),
    response: z.object({ playlist: studioPlaylistSchema }),
  }),
} as const;

export type StudioPlaylist = z.infer<typeof studioPlaylistSchema>;
export type PlaylistGame = z.infer<typeof playlistGameSchema>;
