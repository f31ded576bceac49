import { MEDIA_MAX_BYTES } from '@plw/shared/constants';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

// Reads a multipart form into its text fields and the files of one named field, held in memory (each at most
// 10MB, so nothing is written before the whole form is judged). Register @fastify/multipart with
// `uploadLimits` in the plugin whose routes call this.

export const UPLOAD_FORM_MESSAGES = {
  notMultipart: 'Send the form as multipart/form-data',
  tooManyParts: 'The form has too many fields or files',
} as const;

export const uploadLimits = { fileSize: MEDIA_MAX_BYTES, files: 2, fields: 20, fieldSize: 4096, parts: 24 };

export interface UploadForm {
  fields: Record<string, string>;
  files: { fileName: string; bytes: Buffer }[];
}

/** The form's text fields and the files sent under `fileField`; other files are refused. */
export async function readUploadForm(request: FastifyRequest, fileField: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_FORM_MESSAGES.notMultipart);
  const form: UploadForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField) {
        const bytes = await part.toBuffer();
        if (bytes.byteLength > 0 || part.filename) form.files.push({ fileName: part.filename, bytes });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge, { [fileField]: MEDIA_MESSAGES.tooLarge });
    }
    if (code?.startsWith('FST_')) throw new HttpError(400, 'BAD_REQUEST', UPLOAD_FORM_MESSAGES.tooManyParts);
    throw error;
  }
  return form;
}
