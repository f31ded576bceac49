import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { MEDIA_MAX_BYTES } from '@plw/shared/constants';
import type { FastifyRequest } from 'fastify';
import { HttpError, MalformedBodyError } from '../errors.ts';

// Reads a multipart form into its text fields and the files of one named field, held in memory (each at most
// 10MB, so nothing is written before the whole form is judged). Register @fastify/multipart with
// `uploadLimits` in the plugin whose routes call this. A form that cannot be read fails with the parser's coded
// error or a MalformedBodyError, which the error plugin answers (http/body-errors.ts).

export const uploadLimits = { fileSize: MEDIA_MAX_BYTES, files: 2, fields: 20, fieldSize: 4096, parts: 24 };

export interface UploadForm {
  fields: Record<string, string>;
  files: { fileName: string; bytes: Buffer }[];
}

/** The form's text fields and the files sent under `fileField`; other files are refused. */
export async function readUploadForm(request: FastifyRequest, fileField: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.notMultipart);
  const form: UploadForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField) {
        const bytes = await part.toBuffer();
        // A file cut at the limit as its stream ended need not throw: the cut decides.
        if (part.file.truncated) {
          throw Object.assign(new request.server.multipartErrors.RequestFileTooLargeError(), { part });
        }
        if (bytes.byteLength > 0 || part.filename) form.files.push({ fileName: part.filename, bytes });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // The multipart plugin's own errors are coded (limits, sizes); anything else is the stream parser failing
    // on bytes that are not a form (no boundary, a part cut off).
    const code = (error as { code?: unknown }).code;
    const ownError = typeof code === 'string' && code.startsWith('FST_');
    throw error instanceof HttpError || ownError ? error : new MalformedBodyError(error);
  }
  return form;
}
