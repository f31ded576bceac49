import { type Endpoint, ERROR_STATUSES, type ErrorStatus, type FileResponse, type FormBody } from '@plw/protocol/endpoint';
import { errorStatusesOf } from '@plw/protocol/error-statuses';
import { apiErrorSchema } from '@plw/protocol/errors';
import { z } from 'zod';

// What a route answers, for Fastify (each error is serialized through the error shape) and for the OpenAPI
// document: the success body or file, every error status its endpoint can answer, and any multipart body.

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart body, for the document only: the server reads the form itself, so Fastify must not. */
    multipartBody?: z.ZodObject;
  }
}

/** Why a request failed, by status, as the document says it. */
const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad request: a malformed body, or fields that are not valid (listed in `error.fields`)',
  401: 'Not signed in, or the session has expired',
  403: 'Signed in with a role that may not do this',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Request body or file is too large',
  415: 'Unsupported content type',
  416: 'Requested range is not satisfiable',
  429: 'Too many attempts; try again later',
  502: 'An upstream service failed',
  503: 'Not available on this server',
};

/** The error shape under each status's description, made once for all routes. */
const errorResponses = new Map(
  ERROR_STATUSES.map((status) => [status, apiErrorSchema.meta({ description: ERROR_DESCRIPTIONS[status] })]),
);
// Anything else is a server fault, in the same shape; tests fail on any status the document does not list.
const unexpectedFailure = apiErrorSchema.meta({ description: 'Unexpected server failure (logged)' });

const binary = z.string().meta({ format: 'binary' });

function fileContent(file: FileResponse, description: string) {
  return { description, content: Object.fromEntries(file.mediaTypes.map((type) => [type, { schema: binary }])) };
}

export function responseSchemas(endpoint: Endpoint): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    200: endpoint.file ? fileContent(endpoint.file, 'The whole file') : endpoint.response,
  };
  if (endpoint.file?.byteRanges) responses[206] = fileContent(endpoint.file, 'The requested byte range of the file');
  for (const status of errorStatusesOf(endpoint)) responses[status] = errorResponses.get(status);
  responses.default = unexpectedFailure;
  return responses;
}

/** The form as one object schema: its text fields and each file field as binary. */
export function multipartBodyOf(form: FormBody): z.ZodObject {
  return form.fields.extend(Object.fromEntries(form.files.map((name) => [name, binary])));
}
