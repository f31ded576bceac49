import { FILTER_MODES, LANGUAGE_NAMES, REQUEST_STATUSES } from '@plw/shared/constants';
import { channelSchema } from '@plw/shared/schemas/channel';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { releaseFormSchema, reviewFormSchema } from '@plw/shared/schemas/review';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams, nextCursor, pageQuery, searchField } from './fields.ts';
import { TYPE_REVIEW_API } from '../question-types/registry.ts';
import { verdictFields } from './review-parts.ts';

// Game review and release (spec 2 admin and creator areas, spec 7 admin calls): a creator submits a game, an admin
// gives each question a verdict, a verified game is released; and the admin's lists of channels and games.

const flag = z.stringbool().optional();

export const verifyRequestSchema = z.object({
  request_id: z.string(),
  game_id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

/** A request waiting for an admin, with its game, for the admin's list. */
export const pendingReviewSchema = verifyRequestSchema.extend({ game: gameSummarySchema, questions: z.number().int() });

/** What the creator reads about the last review of a game: each question's verdict and reason. */
export const reviewOutcomeSchema = z.object({
  game: gameSummarySchema,
  request: verifyRequestSchema.nullable(),
  verdicts: z.array(z.object({ question_id: z.string(), question: z.string(), ...verdictFields })),
});

export const channelDetailsSchema = channelSchema.extend({
  games: z.number().int(),
  released_games: z.number().int(),
  pending_reviews: z.number().int(),
  subscribers: z.number().int(),
  balance: z.number(),
});

export const adminChannelGamesQuerySchema = z.object({
  channel_id: idField,
  search: searchField,
  mode: z.enum(FILTER_MODES).optional(),
  language: z.enum(LANGUAGE_NAMES).optional(),
  localcircle: flag,
  transitgames: flag,
  supportinglessons: flag,
  ...pageQuery,
});

export const reviewApi = {
  submitGame: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/submit',
    access: ['CREATOR'],
    summary: 'Asks for verification of a draft or rejected game with questions',
    params: idParams,
    errors: [409],
    response: z.object({ game: gameSummarySchema, request: verifyRequestSchema }),
  }),
  gameReview: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/review',
    access: ['CREATOR'],
    summary: "The last review of one of the channel's games: each question's verdict and reason",
    params: idParams,
    response: reviewOutcomeSchema,
  }),
  releaseGames: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/release',
    access: ['CREATOR'],
    summary: "Releases verified games of the channel (a paid game's gifts are reserved) and tells subscribers",
    body: releaseFormSchema.safeExtend({ game_ids: z.array(idField).min(1).max(10) }),
    errors: [404, 409],
    response: z.object({ games: z.array(gameSummarySchema) }),
  }),

  pendingReviews: defineEndpoint({
    method: 'GET',
    path: '/api/admin/game-verify-requests',
    access: ['ADMIN'],
    summary: 'Games waiting for verification, oldest request first',
    response: z.object({ requests: z.array(pendingReviewSchema) }),
  }),
  pendingReviewCount: defineEndpoint({
    method: 'GET',
    path: '/api/admin/game-verify-requests-count',
    access: ['ADMIN'],
    summary: "How many games wait for verification: the admin nav's To review (n)",
    response: z.object({ pending: z.number().int().nonnegative() }),
  }),
  verifyRequest: defineEndpoint({
    method: 'GET',
    path: '/api/admin/game-verify-requests/:id',
    access: ['ADMIN'],
    summary: "A game's verification requests, newest first (the id is the game's)",
    params: idParams,
    response: z.object({ game: gameSummarySchema, requests: z.array(verifyRequestSchema) }),
  }),
  reviewGame: defineEndpoint({
    method: 'POST',
    path: '/api/admin/game-verify-requests/:id/review',
    access: ['ADMIN'],
    summary: 'Approves or rejects each question of a pending game as shown (409 if the game or a question changed since); all approved verifies it',
    params: idParams,
    body: reviewFormSchema,
    response: z.object({ game: gameSummarySchema, request: verifyRequestSchema }),
    errors: [409],
  }),
  ...TYPE_REVIEW_API,

  adminAllChannelDetails: defineEndpoint({
    method: 'GET',
    path: '/api/admin/allchanneldetails',
    access: ['ADMIN'],
    summary: 'Every channel with its games, reviews waiting, subscribers and gift balance, by name, a page at a time',
    query: z.object(pageQuery),
    response: z.object({ channels: z.array(channelDetailsSchema), ...nextCursor }),
  }),
  adminChannelGames: defineEndpoint({
    method: 'GET',
    path: '/api/admin/channelgames',
    access: ['ADMIN'],
    summary: "One channel's games in every state, filtered like the player lists, newest first, a page at a time",
    query: adminChannelGamesQuerySchema,
    errors: [404],
    response: z.object({ channel: channelDetailsSchema, games: z.array(gameSummarySchema), ...nextCursor }),
  }),
} as const;

export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
export type PendingReview = z.infer<typeof pendingReviewSchema>;
export type ChannelDetails = z.infer<typeof channelDetailsSchema>;
export type ReviewOutcome = z.infer<typeof reviewOutcomeSchema>;
