import { boundedText } from '@plw/shared/text-limits';
import { adminSignInSchema, changePasswordSchema, creatorSignInSchema } from '@plw/shared/schemas/auth-forms';
import { LOCALE_CODES } from '@plw/shared/constants';
import { sessionUserSchema } from '@plw/shared/schemas/session-user';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

// Sign-in for the three roles, sessions and passwords.

export const authResponseSchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export const okSchema = z.object({ ok: z.literal(true) });

export const authApi = {
  autoSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    summary: 'Restores the session from the refresh cookie, or starts a guest player named in `language`',
    // The UI language a new guest's friendly name is made in (English when absent); the join code of the hosted
    // round the guest is walking into, when there is one: a class behind one address then counts against the
    // round's class budget, not the address's.
    query: z
      .object({ language: z.enum(LOCALE_CODES).optional(), join_code: boundedText(20).optional() })
      .optional(),
    rateLimited: true,
    errors: [401],
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),
  adminSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/admin/signin',
    access: 'public',
    summary: 'Signs an admin in with country code, phone and password',
    body: adminSignInSchema,
    rateLimited: true,
    errors: [401],
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),
  creatorSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/channel/signin',
    access: 'public',
    summary: 'Signs a creator in with e-mail and password',
    body: creatorSignInSchema,
    rateLimited: true,
    errors: [401],
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Revokes the refresh token and clears its cookie',
    refreshCookie: ['reads', 'sets'],
    response: okSchema,
  }),
  playerChangePassword: defineEndpoint({
    method: 'POST',
    path: '/api/player/change-password',
    access: ['PLAYER'],
    summary: "Changes a player's password; other sessions are signed out",
    body: changePasswordSchema,
    rateLimited: true,
    refreshCookie: ['sets'],
    response: okSchema,
  }),
  creatorChangePassword: defineEndpoint({
    method: 'POST',
    path: '/api/channel/change-password',
    access: ['CREATOR'],
    summary: "Changes a creator's password; other sessions are signed out",
    body: changePasswordSchema,
    rateLimited: true,
    refreshCookie: ['sets'],
    response: okSchema,
  }),
} as const;

export type AuthResponse = z.infer<typeof authResponseSchema>;
