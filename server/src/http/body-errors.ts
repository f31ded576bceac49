import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { HttpError, MalformedBodyError } from '../errors.ts';

// Every way a request body can fail to be read, as the API error its caller gets. Fastify's content-type
// parsers and @fastify/multipart fail with coded errors; a multipart form the stream parser cannot read at all
// arrives as a MalformedBodyError (see media/upload-form.ts). All are the caller's mistake: 4xx, never 500.

const bad = (message: string) => new HttpError(400, 'BAD_REQUEST', message);

/** @fastify/multipart names the part whose file was too large. */
type CodedError = { code: string; part?: { fieldname?: unknown } };

const BY_CODE: Record<string, (error: CodedError, takesForm: boolean) => HttpError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, takesForm) =>
    new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', takesForm ? ERROR_MESSAGES.notMultipart : ERROR_MESSAGES.unsupportedType),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.notMultipart),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.bodyTooLarge),
  // The file's own field carries the message, so a form shows it beside the file input.
  FST_REQ_FILE_TOO_LARGE: ({ part }) => {
    const field = typeof part?.fieldname === 'string' ? part.fieldname : 'file';
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge, { [field]: MEDIA_MESSAGES.tooLarge });
  },
  FST_PARTS_LIMIT: () => bad(ERROR_MESSAGES.tooManyParts),
  FST_FILES_LIMIT: () => bad(ERROR_MESSAGES.tooManyParts),
  FST_FIELDS_LIMIT: () => bad(ERROR_MESSAGES.tooManyParts),
  FST_PROTO_VIOLATION: () => bad(ERROR_MESSAGES.badForm),
  FST_INVALID_JSON_FIELD_ERROR: () => bad(ERROR_MESSAGES.badForm),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => bad(ERROR_MESSAGES.badJson),
  FST_ERR_CTP_INVALID_JSON_BODY: () => bad(ERROR_MESSAGES.badJson),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => bad(ERROR_MESSAGES.badContentLength),
};

/**
 * The API error for a body that could not be read, or null when `error` is about something else. `takesForm`:
 * the route reads a multipart form, so that is the type to ask for.
 */
export function bodyErrorOf(error: unknown, takesForm: boolean): HttpError | null {
  if (error instanceof MalformedBodyError) return bad(ERROR_MESSAGES.badForm);
  const code = (error as Partial<CodedError> | null)?.code;
  return typeof code === 'string' ? (BY_CODE[code]?.(error as CodedError, takesForm) ?? null) : null;
}
