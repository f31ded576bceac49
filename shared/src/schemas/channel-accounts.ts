import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants.ts';
import { boundedText, TEXT_MAX, tooLongMessage } from '../text-limits.ts';
import { emailSchema, MESSAGES, passwordSchema } from './auth-forms.ts';

// Reviewing channel requests and a creator's forgotten password. The spec gives no words for these; they
// follow its style. Sign-up itself is creatorSignUpSchema (auth-forms).

export const CHANNEL_ACCOUNT_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: tooLongMessage('Reason', TEXT_MAX.channelRequestRejection),
  resetTokenRequired: 'Reset token is required',
  requestAlreadyReviewed: 'This request has already been reviewed',
  requestNotFound: 'Channel request not found',
  channelNameTaken: 'A channel with this name already exists',
  emailTaken: 'A creator account with this email already exists',
  requestPending: 'A request with this email is already waiting for review',
  signUpLinkInvalid: 'This sign-up link is invalid or has expired',
  resetLinkInvalid: 'This reset link is invalid or has expired',
} as const;

export const REJECT_REASON_MAX = TEXT_MAX.channelRequestRejection;

export const rejectChannelRequestSchema = z.object({
  reason: boundedText(REJECT_REASON_MAX, {
    required: CHANNEL_ACCOUNT_MESSAGES.reasonRequired,
    tooLong: CHANNEL_ACCOUNT_MESSAGES.reasonTooLong,
    trim: true,
    kind: 'lines',
  }),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    token: boundedText(TEXT_MAX.token, { tooLong: CHANNEL_ACCOUNT_MESSAGES.resetLinkInvalid }).min(
      1,
      CHANNEL_ACCOUNT_MESSAGES.resetTokenRequired,
    ),
    password: passwordSchema,
    confirm_password: passwordSchema,
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: MESSAGES.passwordsDoNotMatch,
  });

/** A channel request as the admin reviews it. */
export const channelRequestViewSchema = z.object({
  request_id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.number().int(),
  phone_no: z.number().int(),
  channel_name: z.string(),
  channel_dp: z.string().nullable(),
  channel_description: z.string(),
  status: z.enum(REQUEST_STATUSES),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  channel_id: z.string().nullable(),
});

export type RejectChannelRequestForm = z.infer<typeof rejectChannelRequestSchema>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
export type ChannelRequestView = z.infer<typeof channelRequestViewSchema>;
