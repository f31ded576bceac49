import { ERROR_MESSAGES, type ErrorCode, rateLimitedMessage } from '@plw/protocol/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { HttpError, RateLimitedError } from '../errors.ts';
import { bodyErrorOf } from '../http/body-errors.ts';

// Every failure leaves the API as `{ error: { code, message, fields? } }`: bodies that cannot be read (see
// http/body-errors.ts), bad fields, unknown routes and our own HttpErrors get 4xx with a clear message; only
// a real bug gives 500, and it is logged.

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: fields ? { code, message, fields } : { code, message } });
}

/**
 * How long a path parameter may be before Fastify's router refuses it (its own default is 100, answered with an
 * undocumented 414 in Fastify's shape). Node refuses request heads over 16 KB itself, so with this every path a
 * request can carry reaches its route, whose schema bounds each param (an id: 64 characters) and answers 400 in
 * the error shape, the same as for any other id too long to be one.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * What Fastify's router refuses before any route runs (a path with a broken %-escape; a param over
 * MAX_PARAM_LENGTH), answered in the API's error shape with a status every route with params documents.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 400, 'BAD_REQUEST', ERROR_MESSAGES.badUrl);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'INTERNAL', ERROR_MESSAGES.internal);
}

async function errorsPlugin(app: FastifyInstance) {
  // An empty JSON body is no body (auto sign-in posts nothing); broken JSON is the client's mistake, not ours.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new HttpError(400, 'BAD_REQUEST', ERROR_MESSAGES.badJson), undefined);
    }
  });

  // A JSON route reads JSON only: text/plain (which Fastify would read as a string) gets the 415 every other
  // type gets, as the document says, not a 400 for a body that is not an object.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    const unreadable = bodyErrorOf(error, request.routeOptions.schema?.multipartBody !== undefined);
    if (unreadable) {
      return sendError(reply, unreadable.statusCode, unreadable.code, unreadable.message, unreadable.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (field === '' && error.validationContext === 'body') {
          return sendError(reply, 400, 'BAD_REQUEST', ERROR_MESSAGES.bodyNotObject);
        }
        fields[field || (error.validationContext ?? 'request')] ??= issue.message ?? ERROR_MESSAGES.validation;
      }
      const first = Object.values(fields)[0] ?? ERROR_MESSAGES.validation;
      return sendError(reply, 400, 'VALIDATION_FAILED', first, fields);
    }
    if (!isResponseSerializationError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      return sendError(reply, error.statusCode, codeForStatus(error.statusCode), clientMessage(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'INTERNAL', ERROR_MESSAGES.internal);
  });
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function clientMessage(error: FastifyError): string {
  if (error.statusCode === 429) {
    const seconds = Number((error as FastifyError & { retryAfterSeconds?: number }).retryAfterSeconds ?? 60);
    return rateLimitedMessage(seconds);
  }
  return error.message;
}

export default fp(errorsPlugin, { name: 'errors' });
