import multipart from '@fastify/multipart';
import { api } from '@plw/protocol/api';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { MEDIA_TYPES, type MediaType } from '@plw/shared/constants';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { MediaRejectedError } from '../../media/media-store.ts';
import { detectMedia } from '../../media/media-types.ts';
import { readUploadForm, uploadLimits } from '../../media/upload-form.ts';

// A creator's uploads: one image, sound or video per call (multipart field `file`), typed by its bytes. The form
// may say which kind it expects (`mediaType`); a file of another kind is refused with nothing stored.

const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

export default async function studioMediaRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: uploadLimits });

  route(app, api.uploadMedia, async ({ auth, request }) => {
    const form = await readUploadForm(request, 'file');
    const [file, extra] = form.files;
    if (!file || extra) throw badRequest(STUDIO_MESSAGES.fileMissing, { file: STUDIO_MESSAGES.fileMissing });
    const declared = form.fields.mediaType?.trim() || undefined;
    if (declared !== undefined && !isMediaType(declared)) {
      throw badRequest(MEDIA_MESSAGES.badFormat, { mediaType: MEDIA_MESSAGES.badFormat });
    }
    try {
      return await app.media.store(
        {
          ownerUserId: auth.sub,
          bytes: file.bytes,
          accept: declared ? [declared] : MEDIA_TYPES,
          now: dateOf(app.clock),
        },
        async (media) => ({ media_id: media.id, url: media.url, mediaType: media.kind }),
      );
    } catch (error) {
      if (!(error instanceof MediaRejectedError)) throw error;
      if (error.reason !== 'format') throw badRequest(error.message, { file: error.message });
      const actual = declared ? await detectMedia(file.bytes, MEDIA_TYPES) : null;
      if (actual) throw badRequest(STUDIO_MESSAGES.mediaKindMismatch, { mediaType: STUDIO_MESSAGES.mediaKindMismatch });
      throw badRequest(MEDIA_MESSAGES.badFormat, { file: MEDIA_MESSAGES.badFormat });
    }
  });
}
