import { mediaUrl } from '@plw/protocol/rest/media';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaType } from '@plw/shared/constants';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { pictureSizeProblem } from './image-dimensions.ts';
import { type DetectedMedia, detectMedia, SVG_MIME } from './media-types.ts';
import { type SvgProblem, svgProblem } from './svg-content.ts';

// Uploaded files on disk under `<data folder>/media/files`, one `media` row each, served at `/api/media/<id>`.
// A file is only put in place once its type is accepted, and it goes again if the write that records it fails,
// so a refused or failed upload leaves nothing behind.

export const MEDIA_FOLDER = 'files';

export interface StoredMedia {
  id: string;
  kind: MediaType;
  mime: string;
  sizeBytes: number;
  /** Where the file is served. */
  url: string;
}

/** Why `store` refuses a file, each with the message the uploader reads. */
const REJECTION_MESSAGES = {
  /** The bytes are none of the accepted kinds, or a picture whose header cannot be read. */
  format: MEDIA_MESSAGES.badFormat,
  /** A picture, or one embedded in an SVG, larger than MEDIA_MAX_PIXELS. */
  pixels: MEDIA_MESSAGES.tooManyPixels,
  svgScript: MEDIA_MESSAGES.svgScript,
  svgReference: MEDIA_MESSAGES.svgReference,
  svgEmbeddedPicture: MEDIA_MESSAGES.svgEmbeddedPicture,
} as const;

export type MediaRejection = keyof typeof REJECTION_MESSAGES;

const REJECTION_OF_SVG: Record<SvgProblem, MediaRejection> = {
  script: 'svgScript',
  reference: 'svgReference',
  embeddedUnreadable: 'svgEmbeddedPicture',
  tooManyPixels: 'pixels',
};

/** Thrown by `store` when a file may not be kept; only `format` leaves the route to say it in its own words. */
export class MediaRejectedError extends Error {
  override readonly name = 'MediaRejectedError';
  constructor(readonly reason: MediaRejection) {
    super(REJECTION_MESSAGES[reason]);
  }
}

/** Why a file of a detected type may not be kept, or null: an oversized picture, or an SVG that breaks its rules. */
function contentRejection(bytes: Uint8Array, mime: string): MediaRejection | null {
  if (mime === SVG_MIME) {
    const problem = svgProblem(bytes);
    return problem && REJECTION_OF_SVG[problem];
  }
  const sizeProblem = pictureSizeProblem(bytes, mime);
  if (!sizeProblem) return null;
  return sizeProblem === 'tooManyPixels' ? 'pixels' : 'format';
}

export interface MediaStore {
  readonly root: string;
  /**
   * Decides the type from the bytes, writes the file, then records it and runs `use` in one transaction.
   * Throws MediaRejectedError (nothing written) for a refused type, an oversized picture or an SVG that
   * breaks the rules of svg-content.ts; removes the file if the transaction fails. The row is dated `now`.
   */
  store<T>(
    upload: { ownerUserId: string; bytes: Uint8Array; accept: readonly MediaType[]; now: Date },
    use: (media: StoredMedia, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T>;
  /** Removes a file and its row (a replaced picture). Rows still pointing at it are cleared by the schema. */
  remove(mediaId: string): Promise<void>;
  /** The file of a media row, for serving; null when unknown. */
  find(mediaId: string): Promise<{ file: string; mime: string; sizeBytes: number } | null>;
}

export function createMediaStore(db: Kysely<Database>, dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const fileOf = (storageKey: string) => path.join(root, storageKey);

  async function put(storageKey: string, bytes: Uint8Array) {
    const final = fileOf(storageKey);
    await mkdir(path.dirname(final), { recursive: true });
    const partial = `${final}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, final);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    root,
    async store({ ownerUserId, bytes, accept, now }, use) {
      const type: DetectedMedia | null = await detectMedia(bytes, accept);
      if (!type) throw new MediaRejectedError('format');
      const rejection = contentRejection(bytes, type.mime);
      if (rejection) throw new MediaRejectedError(rejection);
      const id = newId();
      const storageKey = `${MEDIA_FOLDER}/${id}.${type.ext}`;
      await put(storageKey, bytes);
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('media')
            .values({
              id,
              owner_user_id: ownerUserId,
              media_type: type.kind,
              mime: type.mime,
              size_bytes: bytes.byteLength,
              storage_key: storageKey,
              created_at: now.toISOString(),
            })
            .execute();
          const media = { id, kind: type.kind, mime: type.mime, sizeBytes: bytes.byteLength, url: mediaUrl(id) };
          return use(media, trx);
        });
      } catch (error) {
        await rm(fileOf(storageKey), { force: true });
        throw error;
      }
    },
    async remove(mediaId) {
      const row = await db.deleteFrom('media').where('id', '=', mediaId).returning('storage_key').executeTakeFirst();
      if (row) await rm(fileOf(row.storage_key), { force: true });
    },
    async find(mediaId) {
      const row = await db
        .selectFrom('media')
        .select(['storage_key', 'mime', 'size_bytes'])
        .where('id', '=', mediaId)
        .executeTakeFirst();
      return row ? { file: fileOf(row.storage_key), mime: row.mime, sizeBytes: row.size_bytes } : null;
    },
  };
}
