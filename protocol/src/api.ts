import { ROLES } from '@plw/shared/constants';
import { adminSignInSchema, changePasswordSchema, creatorSignInSchema } from '@plw/shared/schemas/auth-forms';
import { channelSchema } from '@plw/shared/schemas/channel';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { mcqQuestionSchema } from '@plw/shared/schemas/questions';
import { sessionUserSchema } from '@plw/shared/schemas/session-user';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

// Every REST call of the product (spec 7), with who may make it. The server registers routes from this list.

const signedIn = ROLES;
const idParams = z.object({ id: z.string().min(1) });

export const authResponseSchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export const okSchema = z.object({ ok: z.literal(true) });

export const mcqQuestionViewSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()),
  mediaFile: z.string().nullable(),
  mediaType: mcqQuestionSchema.shape.mediaType.unwrap().unwrap().nullable(),
});

export const api = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Answers when the server is up and its database reachable',
    response: z.object({ status: z.literal('ok'), version: z.string(), time: z.iso.datetime() }),
  }),

  autoSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    summary: 'Restores the session from the refresh cookie, or starts a guest player',
    response: authResponseSchema,
  }),
  adminSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/admin/signin',
    access: 'public',
    summary: 'Signs an admin in with country code, phone and password',
    body: adminSignInSchema,
    response: authResponseSchema,
  }),
  creatorSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/channel/signin',
    access: 'public',
    summary: 'Signs a creator in with e-mail and password',
    body: creatorSignInSchema,
    response: authResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Revokes the refresh token and clears its cookie',
    response: okSchema,
  }),
  playerChangePassword: defineEndpoint({
    method: 'POST',
    path: '/api/player/change-password',
    access: ['PLAYER'],
    summary: "Changes a player's password; other sessions are signed out",
    body: changePasswordSchema,
    response: okSchema,
  }),
  creatorChangePassword: defineEndpoint({
    method: 'POST',
    path: '/api/channel/change-password',
    access: ['CREATOR'],
    summary: "Changes a creator's password; other sessions are signed out",
    body: changePasswordSchema,
    response: okSchema,
  }),

  channelGames: defineEndpoint({
    method: 'GET',
    path: '/api/channel/channelgames',
    access: ['CREATOR'],
    summary: "The signed-in creator's channel games, every language variant and state",
    response: z.object({ games: z.array(gameSummarySchema) }),
  }),
  channelDetails: defineEndpoint({
    method: 'GET',
    path: '/api/channel/channeldetails',
    access: ['CREATOR'],
    summary: "The signed-in creator's channel",
    response: z.object({ channel: channelSchema }),
  }),
  gameDetails: defineEndpoint({
    method: 'GET',
    path: '/api/game/:id/gamedetails',
    access: signedIn,
    summary: 'A game and its language variants, as far as the caller may see them',
    params: idParams,
    response: z.object({ games: z.array(gameSummarySchema) }),
  }),
  mcqQuestionsAll: defineEndpoint({
    method: 'GET',
    path: '/api/game/mcq/:id/questions/all',
    access: ['CREATOR', 'ADMIN'],
    summary: "A multiple-choice game's questions with answers: its channel's creator and admins only",
    params: idParams,
    response: z.object({ questions: z.array(mcqQuestionViewSchema) }),
  }),

  adminAllChannels: defineEndpoint({
    method: 'GET',
    path: '/api/admin/allchannels',
    access: ['ADMIN'],
    summary: 'Every channel',
    response: z.object({ channels: z.array(channelSchema) }),
  }),
  adminAllGames: defineEndpoint({
    method: 'GET',
    path: '/api/admin/allgames',
    access: ['ADMIN'],
    summary: 'Every game of every channel',
    response: z.object({ games: z.array(gameSummarySchema) }),
  }),
} as const;

export type Api = typeof api;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type McqQuestionView = z.infer<typeof mcqQuestionViewSchema>;
