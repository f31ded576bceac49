import { creatorSignUpSchema } from '@plw/shared/schemas/auth-forms';
import { channelRequestFieldsSchema } from '@plw/shared/schemas/channel';
import {
  channelRequestViewSchema,
  forgotPasswordSchema,
  rejectChannelRequestSchema,
  resetPasswordSchema,
} from '@plw/shared/schemas/channel-accounts';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParams } from './fields.ts';
import { authResponseSchema, okSchema } from './auth.ts';

// From a channel request to a creator account: the public request form, the admin's review, sign-up by the
// link sent on approval, and a forgotten password reset by mail.

const requestParams = idParams;

/** How the sign-up link left: by SMTP, kept in the outbox (no SMTP configured), or not at all (SMTP failed). */
export const MAIL_OUTCOMES = ['SENT', 'OUTBOX', 'FAILED'] as const;

export const channelAccountsApi = {
  channelRequest: defineEndpoint({
    method: 'POST',
    path: '/api/channel/request',
    access: 'public',
    summary:
      'Requests a channel: multipart form with name, email, country_code, phone_no, channel_name, '
      + 'channel_description and one channel_dp image (at most 10MB)',
    form: { fields: channelRequestFieldsSchema, files: ['channel_dp'] },
    rateLimited: true,
    errors: [409],
    response: z.object({ request_id: z.string(), status: z.literal('PENDING') }),
  }),
  adminChannelRequests: defineEndpoint({
    method: 'GET',
    path: '/api/admin/channel/requests',
    access: ['ADMIN'],
    summary: 'Pending channel requests (oldest first) and rejected ones (latest first)',
    response: z.object({ requests: z.array(channelRequestViewSchema), rejected: z.array(channelRequestViewSchema) }),
  }),
  approveChannelRequest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/channel/requests/:id/approve',
    access: ['ADMIN'],
    summary: 'Creates the channel and its creator and mails the sign-up link; the link is returned unless it was sent',
    params: requestParams,
    errors: [409],
    response: z.object({
      request: channelRequestViewSchema,
      mail: z.enum(MAIL_OUTCOMES),
      /** The sign-up link, for the admin to pass on, when it was not sent by mail. */
      signup_url: z.string().nullable(),
    }),
  }),
  rejectChannelRequest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/channel/requests/:id/reject',
    access: ['ADMIN'],
    summary: 'Rejects a pending channel request with a reason',
    params: requestParams,
    body: rejectChannelRequestSchema,
    errors: [409],
    response: z.object({ request: channelRequestViewSchema }),
  }),
  creatorSignUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/channel/signup',
    access: 'public',
    summary: "Sets a new creator's password with the single-use link from the approval mail, and signs them in",
    body: creatorSignUpSchema,
    rateLimited: true,
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),
  creatorForgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/channel/forgot-password',
    access: 'public',
    summary: 'Mails a password reset link to a creator; answers the same whether or not the address is known',
    body: forgotPasswordSchema,
    rateLimited: true,
    response: okSchema,
  }),
  creatorResetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/channel/reset-password',
    access: 'public',
    summary: "Sets a creator's new password with the single-use reset link, ends their other sessions, signs in",
    body: resetPasswordSchema,
    rateLimited: true,
    refreshCookie: ['reads', 'sets'],
    response: authResponseSchema,
  }),
} as const;
