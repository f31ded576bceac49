import { type ErrorCode, rateLimitedMessage } from '@plw/protocol/errors';

// The one way handlers fail: throw an HttpError; the error plugin turns it into the API's JSON error shape.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Too many attempts: 429, and how long to wait in the message and in Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', rateLimitedMessage(retryAfterSeconds));
  }
}

/**
 * A request body its parser could not read (a multipart form without its boundary, cut off inside a part):
 * the caller's mistake, answered 400 by the error plugin. The parser's own error is kept as the cause.
 */
export class MalformedBodyError extends Error {
  constructor(cause: unknown) {
    super('The request body could not be read', { cause });
    this.name = 'MalformedBodyError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, fields);
export const unauthenticated = (message: string) => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
