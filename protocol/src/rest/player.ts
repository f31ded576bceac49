import { GAME_MODES, GAME_TYPES, ROLES } from '@plw/shared/constants';
import {
  contactMessageSchema,
  playerAccountSchema,
  playerProfileSchema,
  playerSignInSchema,
} from '@plw/shared/schemas/player';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams, searchField } from './fields.ts';
import { authResponseSchema, okSchema } from './auth.ts';
import { channelCardSchema } from './discover.ts';

// A player's own things (spec 7): subscriptions, scores and gifts per channel, profile and account,
// notifications; and the contact form and version every visitor may use. Points are whole points
// (stored hundredths are rounded for display by the server).

const channelParams = idParams;
const channelRef = z.object({ channel_id: z.string(), channel_name: z.string(), channel_dp: z.string().nullable() });

export const channelScoreSchema = z.object({
  channel: channelRef,
  total_score: z.number(),
  rapid_score: z.number(),
  daily_score: z.number(),
  games_played: z.number().int(),
});

export const scoreSummarySchema = z.object({
  total_score: z.number(),
  rapid_score: z.number(),
  daily_score: z.number(),
  games_played: z.number().int(),
  /** The player's place among everyone who scored in this channel; null before their first game. */
  channel_rank: z.number().int().nullable(),
  best_rank: z.number().int().nullable(),
});

export const playRecordSchema = z.object({
  play_id: z.string(),
  kind: z.enum(['RAPID', 'DAILY']),
  game: z.object({
    game_id: z.string(),
    game_name: z.string(),
    type: z.enum(GAME_TYPES),
    mode: z.enum(GAME_MODES),
  }),
  score: z.number(),
  correct_count: z.number().int(),
  rank: z.number().int().nullable(),
  finished_at: z.iso.datetime().nullable(),
});

export const giftSchema = z.object({
  gift_id: z.string(),
  name: z.string(),
  description: z.string(),
  value: z.number(),
  winner_ranks: z.number().int(),
  image: z.string().nullable(),
  game: z.object({ game_id: z.string(), game_name: z.string() }).nullable(),
});

export const giftAwardSchema = z.object({
  award_id: z.string(),
  gift: giftSchema,
  channel: channelRef,
  rank: z.number().int().nullable(),
  status: z.enum(['AWARDED', 'CLAIMED']),
  awarded_at: z.iso.datetime(),
});

export const NOTIFICATION_KINDS = ['NEW_GAME', 'ROUND_STARTING', 'GIFT_WON', 'REVIEW_RESULT'] as const;

export const notificationSchema = z.object({
  notification_id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app, e.g. `/game/mcq/abc`; null when nowhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});

const scorePlays = (kind: 'rapid' | 'daily' | 'all') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/channel/:id/summary/score/${kind}`,
    access: ['PLAYER'],
    summary: `The player's ${kind === 'all' ? '' : `${kind.toUpperCase()} `}plays in a channel, newest first`,
    params: channelParams,
    response: z.object({ plays: z.array(playRecordSchema) }),
  });

export const playerApi = {
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/player/subscriptions',
    access: ['PLAYER'],
    summary: 'The channels the player follows (the body is the list), optionally searched by name',
    query: z.object({ search: searchField }),
    response: z.array(channelCardSchema),
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/player/subscriptions/:channel_id',
    access: ['PLAYER'],
    summary: 'Follows a channel (again is fine)',
    params: z.object({ channel_id: idField }),
    response: z.object({ channel: channelCardSchema }),
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/player/subscriptions/:channel_id',
    access: ['PLAYER'],
    summary: 'Stops following a channel (again is fine)',
    params: z.object({ channel_id: idField }),
    response: z.object({ channel: channelCardSchema }),
  }),

  channelScores: defineEndpoint({
    method: 'GET',
    path: '/api/channel/scores',
    access: ['PLAYER'],
    summary: "The player's points in every channel they have played, highest first",
    response: z.object({ scores: z.array(channelScoreSchema) }),
  }),
  giftSummary: defineEndpoint({
    method: 'GET',
    path: '/api/player/giftsummary',
    access: ['PLAYER'],
    summary: "Counts of the player's gifts, overall and per channel",
    response: z.object({
      total_gifts: z.number().int(),
      total_value: z.number(),
      channels: z.array(z.object({ channel: channelRef, gifts: z.number().int(), value: z.number() })),
    }),
  }),
  gifts: defineEndpoint({
    method: 'GET',
    path: '/api/player/gifts',
    access: ['PLAYER'],
    summary: "The player's gifts, newest first, optionally of one channel",
    query: z.object({ channel_id: idField.optional() }),
    response: z.object({ gifts: z.array(giftAwardSchema) }),
  }),
  channelSummary: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id/summary',
    access: ['PLAYER'],
    summary: "A channel and the player's score and gift count in it",
    params: channelParams,
    response: z.object({ channel: channelCardSchema, score: scoreSummarySchema, gifts: z.number().int() }),
  }),
  channelGifts: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id/gifts',
    access: ['PLAYER'],
    summary: 'The gifts a channel offers, and those the player won there',
    params: channelParams,
    response: z.object({ offered: z.array(giftSchema), won: z.array(giftAwardSchema) }),
  }),
  channelScoreSummary: defineEndpoint({
    method: 'GET',
    path: '/api/channel/:id/summary/score/summary',
    access: ['PLAYER'],
    summary: "The player's totals and places in a channel",
    params: channelParams,
    response: z.object({ score: scoreSummarySchema }),
  }),
  channelScoreRapid: scorePlays('rapid'),
  channelScoreDaily: scorePlays('daily'),
  channelScoreAll: scorePlays('all'),

  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/player/profile',
    access: ['PLAYER'],
    summary: "Changes the player's name, username or mother tongue; returns the fresh session",
    body: playerProfileSchema,
    errors: [409],
    response: authResponseSchema,
  }),
  uploadProfilePicture: defineEndpoint({
    method: 'PUT',
    path: '/api/player/profile/picture',
    access: ['PLAYER'],
    summary: 'Sets the profile picture from one multipart image (field `file`, at most 10MB)',
    form: { fields: z.object({}), files: ['file'] },
    response: authResponseSchema,
  }),
  setPlayerAccount: defineEndpoint({
    method: 'POST',
    path: '/api/player/account',
    access: ['PLAYER'],
    summary: 'A guest sets a phone and password and becomes an authenticated player',
    body: playerAccountSchema,
    rateLimited: true,
    errors: [409],
    refreshCookie: ['sets'],
    response: authResponseSchema,
  }),
  playerSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/player/signin',
    access: 'public',
    summary: 'Signs a player in with country code, phone and password, e.g. on another device',
    body: playerSignInSchema,
    rateLimited: true,
    errors: [401],
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),

  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    access: ROLES,
    summary: "The signed-in user's latest notifications and how many are unread",
    response: z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }),
  }),
  readNotifications: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: ROLES,
    summary: 'Marks the listed notifications read, or all of them when no ids are given',
    body: z.object({ ids: z.array(idField).max(200).optional() }),
    response: z.object({ unread: z.number().int() }),
  }),

  contact: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Stores a message for the admins',
    body: contactMessageSchema,
    rateLimited: true,
    response: okSchema,
  }),
  adminContactMessages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: ['ADMIN'],
    summary: 'Messages sent through the contact form, newest first',
    response: z.object({
      messages: z.array(
        z.object({
          message_id: z.string(),
          name: z.string(),
          email: z.string(),
          message: z.string(),
          created_at: z.iso.datetime(),
        }),
      ),
    }),
  }),
  version: defineEndpoint({
    method: 'GET',
    path: '/api/version',
    access: 'public',
    summary: "The running server's version, commit and start time, and the protocol version",
    response: z.object({
      version: z.string(),
      commit: z.string().nullable(),
      started_at: z.iso.datetime(),
      protocol: z.number().int(),
    }),
  }),
} as const;

export type ChannelScore = z.infer<typeof channelScoreSchema>;
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;
export type PlayRecord = z.infer<typeof playRecordSchema>;
export type Gift = z.infer<typeof giftSchema>;
export type GiftAward = z.infer<typeof giftAwardSchema>;
export type Notification = z.infer<typeof notificationSchema>;
