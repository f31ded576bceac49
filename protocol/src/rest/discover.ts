import { CHANNEL_FILTERS, FILTER_MODES, LANGUAGE_NAMES, ROLES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParams, pageQuery, searchField } from './fields.ts';
import { playStateSchema } from './today.ts';

// What a signed-in user browses (spec 7, "Player and game" and "Channel"): playlists, the play-circle lists
// and channels. Only released public games are listed. Lists are pages (fields.ts pageQuery), ordered
// newest first; `next_cursor` fetches the next page and is null on the last one.

const flag = z.stringbool().optional();
const search = searchField;
const language = z.enum(LANGUAGE_NAMES).optional();
const mode = z.enum(FILTER_MODES).optional();

/** Filters of /api/game/dailypuzzles and /rapidriddle (the mode is the call itself). */
export const circleListQuerySchema = z.object({
  search,
  language,
  localcircle: flag,
  transitgames: flag,
  supportinglessons: flag,
  ...pageQuery,
});
/** Filters of /api/game/transitgames, /supportinglessons and /localcircle (the circle is the call itself). */
export const modeListQuerySchema = z.object({ search, language, mode, ...pageQuery });
/** Filters of a channel's game list: every filter of the play-circle lists. */
export const channelGamesQuerySchema = z.object({
  search,
  mode,
  language,
  localcircle: flag,
  transitgames: flag,
  supportinglessons: flag,
  ...pageQuery,
});

/**
 * The caller's state on the listed games they have started, by game id (a game not in it is new to them): beside
 * the cards, which read the same for everyone and are cached so. Absent for a caller who is not a player.
 */
export const playStatesField = z.record(z.string(), playStateSchema).optional();

export const gamePageSchema = z.object({
  games: z.array(gameSummarySchema),
  next_cursor: z.string().nullable(),
  play_states: playStatesField,
});

/** A channel as players browse it, with whether the caller follows it. */
export const channelCardSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  channel_dp: z.string().nullable(),
  channel_description: z.string(),
  /** The channel's accent colour, #rrggbb, for its header and covers (rules/cover: its own or one from its id). */
  colour: z.string().optional(),
  subscribers: z.number().int(),
  games: z.number().int(),
  subscribed: z.boolean(),
});

export const playlistSchema = z.object({
  playlist_id: z.string(),
  name: z.string(),
  channel: z.object({ channel_id: z.string(), channel_name: z.string(), channel_dp: z.string().nullable() }),
  games: z.array(gameSummarySchema),
});

const channelParams = idParams;

export const discoverApi = {
  allPlaylists: defineEndpoint({
    method: 'GET',
    path: '/api/game/all-playlists',
    access: ROLES,
    summary: 'Playlists for the home carousels, subscribed channels first',
    response: z.object({ playlists: z.array(playlistSchema), play_states: playStatesField }),
  }),
  dailyPuzzles: defineEndpoint({
    method: 'GET',
    path: '/api/game/dailypuzzles',
    access: ROLES,
    summary: 'Released DAILY games (and RAPID_THEN_DAILY ones after their round), filtered',
    query: circleListQuerySchema,
    response: gamePageSchema,
  }),
  rapidRiddle: defineEndpoint({
    method: 'GET',
    path: '/api/game/rapidriddle',
    access: ROLES,
    summary: 'Released RAPID games whose round has not ended, soonest first, filtered',
    query: circleListQuerySchema,
    response: gamePageSchema,
  }),
  localCircleGames: defineEndpoint({
    method: 'GET',
    path: '/api/game/localcircle',
    access: ROLES,
    summary: 'Released local circle games, filtered by search, language and mode',
    query: modeListQuerySchema,
    response: gamePageSchema,
  }),
  transitGames: defineEndpoint({
    method: 'GET',
    path: '/api/game/transitgames',
    access: ROLES,
    summary: 'Released transit games, filtered by search, language and mode',
    query: modeListQuerySchema,
    response: gamePageSchema,
  }),
  supportingLessons: defineEndpoint({
    method: 'GET',
    path: '/api/game/supportinglessons',
    access: ROLES,
    summary: 'Released supporting lessons, filtered by search, language and mode',
    query: modeListQuerySchema,
    response: gamePageSchema,
  }),
  channelAll: defineEndpoint({
    method: 'GET',
    path: '/api/channel/all',
    access: ROLES,
    summary: 'Channels by name, all or only those the player follows or does not',
    query: z.object({ search, filter: z.enum(CHANNEL_FILTERS).default('All'), ...pageQuery }),
    response: z.object({ channels: z.array(channelCardSchema), next_cursor: z.string().nullable() }),
  }),
  channelPage: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id',
    access: ROLES,
    summary: "A channel's public page header",
    params: channelParams,
    response: z.object({ channel: channelCardSchema }),
  }),
  channelPlaylists: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id/playlists',
    access: ROLES,
    summary: "A channel's playlists with their released games",
    params: channelParams,
    response: z.object({ playlists: z.array(playlistSchema), play_states: playStatesField }),
  }),
  channelGamesList: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id/games',
    access: ROLES,
    summary: "A channel's released games, filtered",
    params: channelParams,
    query: channelGamesQuerySchema,
    response: gamePageSchema,
  }),
} as const;

export type ChannelCard = z.infer<typeof channelCardSchema>;
export type Playlist = z.infer<typeof playlistSchema>;
export type GamePage = z.infer<typeof gamePageSchema>;
