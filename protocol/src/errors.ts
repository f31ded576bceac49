import { ANSWERS_CLOSED_MESSAGES } from '@plw/shared/rules/answer-access';
import { z } from 'zod';

// The one error shape of the API: `{ error: { code, message, fields? } }`.

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** Question drafting is not configured on this server (503). */
  'DRAFTS_OFF',
  /** The question drafting service failed or answered nothing usable (502). */
  'DRAFTS_FAILED',
  /** The server is up but its database does not answer (503, health check). */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dot-joined) to the spec's message for that field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Messages the server answers with, shared so the client can show the same words. */
export const ERROR_MESSAGES = {
  unauthenticated: 'Sign in required',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  routeNotFound: 'No such API route',
  badUrl: 'The address is not a valid URL',
  badJson: 'Request body is not valid JSON',
  badForm: 'Request body is not a valid multipart form',
  notMultipart: 'Send the form as multipart/form-data',
  tooManyParts: 'The form has too many fields or files',
  badContentLength: 'Request body size did not match Content-Length',
  unsupportedType: 'Unsupported content type; send application/json',
  bodyTooLarge: 'Request body is too large',
  bodyNotObject: 'Request body must be a JSON object',
  validation: 'Some fields are not valid',
  /** A game's one scored play is over for this player (finished, or played in its live round). */
  alreadyFinished: 'You have already finished this game',
  badAdminCredentials: 'Invalid phone number or password',
  badCreatorCredentials: 'Invalid email or password',
  wrongOldPassword: 'Old password is incorrect',
  noPasswordYet: 'Set a phone number and password on your profile first',
  sessionExpired: 'Your session has expired, please sign in again',
  databaseDown: 'The database is not answering',
  internal: 'Oops. Something went wrong! please try again',
  /** Why a game's answers (or a daily play's verdicts) are not the player's to see now: the one answer rule's words. */
  answersNotStarted: ANSWERS_CLOSED_MESSAGES['not-started'],
  answersRoundLive: ANSWERS_CLOSED_MESSAGES['round-live'],
  answersPlayUnfinished: ANSWERS_CLOSED_MESSAGES['play-unfinished'],
  dailyPaused: ANSWERS_CLOSED_MESSAGES['daily-paused'],
} as const;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`;
}
