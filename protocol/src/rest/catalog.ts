import { ROLES } from '@plw/shared/constants';
import { channelSchema } from '@plw/shared/schemas/channel';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParams, nextCursor, pageQuery } from './fields.ts';

// Health, games and channels as their owners and admins see them. Lists of games and channels are paged.

export const catalogApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Answers when the server is up and its database reachable',
    errors: [503],
    response: z.object({ status: z.literal('ok'), version: z.string(), time: z.iso.datetime() }),
  }),

  channelGames: defineEndpoint({
    method: 'GET',
    path: '/api/channel/channelgames',
    access: ['CREATOR'],
    summary: "The signed-in creator's channel games, every language variant and state, newest first, a page at a time",
    query: z.object(pageQuery),
    response: z.object({ games: z.array(gameSummarySchema), ...nextCursor }),
  }),
  channelDetails: defineEndpoint({
    method: 'GET',
    path: '/api/channel/channeldetails',
    access: ['CREATOR'],
    summary: "The signed-in creator's channel",
    errors: [404],
    response: z.object({ channel: channelSchema }),
  }),
  gameDetails: defineEndpoint({
    method: 'GET',
    path: '/api/game/:id/gamedetails',
    access: ROLES,
    summary: 'A game and its language variants, as far as the caller may see them',
    params: idParams,
    response: z.object({ games: z.array(gameSummarySchema) }),
  }),
  adminAllChannels: defineEndpoint({
    method: 'GET',
    path: '/api/admin/allchannels',
    access: ['ADMIN'],
    summary: 'Every channel, by name, a page at a time',
    query: z.object(pageQuery),
    response: z.object({ channels: z.array(channelSchema), ...nextCursor }),
  }),
  adminAllGames: defineEndpoint({
    method: 'GET',
    path: '/api/admin/allgames',
    access: ['ADMIN'],
    summary: 'Every game of every channel, newest first, a page at a time',
    query: z.object(pageQuery),
    response: z.object({ games: z.array(gameSummarySchema), ...nextCursor }),
  }),
} as const;
