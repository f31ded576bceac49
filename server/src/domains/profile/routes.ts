import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { MEDIA_MAX_BYTES } from '@plw/shared/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newId } from '../../db/ids.ts';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { claimsFor, loadSessionUser } from '../auth/users.ts';
import {
  imageTypeOf,
  MIME_OF_EXTENSION,
  PICTURE_FOLDER,
  PICTURE_URL_PREFIX,
  pictureFolder,
  removePicture,
  savePicture,
} from './picture-store.ts';

// A player's profile: name, username and mother tongue, and a profile picture (one multipart image, checked
// by its content). Both answer with a fresh session, so the client's user is up to date at once.

export const PROFILE_MESSAGES = {
  usernameTaken: 'This username is already taken',
  fileTooLarge: 'File size must be less than 10MB',
  notAnImage: 'File must be a valid image (jpeg, png, gif, webp, bmp, tiff or avif)',
  fileMissing: 'Choose a picture to upload (a multipart form with a field named file)',
} as const;

const tooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.fileTooLarge, { file: PROFILE_MESSAGES.fileTooLarge });

export default async function profileRoutes(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } });

  async function freshSession(reply: FastifyReply, userId: string) {
    const user = await loadSessionUser(app.db, userId);
    if (!user) throw new HttpError(500, 'INTERNAL', ERROR_MESSAGES.internal);
    return { accessToken: await reply.jwtSign(claimsFor(user)), user };
  }

  route(app, api.updateProfile, async ({ auth, body, reply }) => {
    const playerId = playerIdOf(auth);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) {
      if (body.username) {
        const holder = await app.db
          .selectFrom('players')
          .select('id')
          .where('username', '=', body.username)
          .where('id', '!=', playerId)
          .executeTakeFirst();
        if (holder) throw conflict(PROFILE_MESSAGES.usernameTaken);
      }
      try {
        await app.db
          .updateTable('players')
          .set({ ...changes, updated_at: new Date().toISOString() })
          .where('id', '=', playerId)
          .execute();
      } catch (error) {
        if (/unique/i.test((error as Error).message)) throw conflict(PROFILE_MESSAGES.usernameTaken);
        throw error;
      }
    }
    return freshSession(reply, auth.sub);
  });

  route(app, api.uploadProfilePicture, async ({ auth, request, reply }) => {
    const playerId = playerIdOf(auth);
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.fileMissing);
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw badRequest(PROFILE_MESSAGES.fileMissing, { file: PROFILE_MESSAGES.fileMissing });
      bytes = await file.toBuffer();
      // toBuffer does not always throw at the limit (the stream can end as it is cut): the cut decides.
      if (file.file.truncated) throw tooLarge();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw tooLarge();
      }
      throw badRequest(PROFILE_MESSAGES.fileMissing, { file: PROFILE_MESSAGES.fileMissing });
    }
    const type = await imageTypeOf(bytes);
    if (!type) throw badRequest(PROFILE_MESSAGES.notAnImage, { file: PROFILE_MESSAGES.notAnImage });

    const mediaId = newId();
    const fileName = `${mediaId}.${type.ext}`;
    const previous = await app.db.selectFrom('players').select('profile_pic').where('id', '=', playerId).executeTakeFirst();
    await savePicture(dataDir, fileName, bytes);
    try {
      const at = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('media')
          .values({
            id: mediaId,
            owner_user_id: auth.sub,
            media_type: 'image',
            mime: type.mime,
            size_bytes: bytes.length,
            storage_key: `${PICTURE_FOLDER}/${fileName}`,
            created_at: at,
          })
          .execute();
        await trx
          .updateTable('players')
          .set({ profile_pic: `${PICTURE_URL_PREFIX}${fileName}`, updated_at: at })
          .where('id', '=', playerId)
          .execute();
      });
    } catch (error) {
      await removePicture(dataDir, fileName);
      throw error;
    }
    await forgetPicture(previous?.profile_pic ?? null);
    return freshSession(reply, auth.sub);
  });

  /** A replaced picture goes, file and record; pictures are never shared. */
  async function forgetPicture(url: string | null) {
    if (!url?.startsWith(PICTURE_URL_PREFIX)) return;
    const fileName = path.basename(url);
    await app.db.deleteFrom('media').where('storage_key', '=', `${PICTURE_FOLDER}/${fileName}`).execute();
    await removePicture(dataDir, fileName);
  }

  // Outside /api, so public by place (pictures show wherever a player's name does).
  app.get<{ Params: { file: string } }>(`${PICTURE_URL_PREFIX}:file`, async (request, reply) => {
    const match = /^([0-9A-Z]{26})\.([a-z]{3,4})$/.exec(request.params.file);
    const mime = match?.[2] ? MIME_OF_EXTENSION[match[2]] : undefined;
    const file = path.join(pictureFolder(dataDir), request.params.file);
    if (!match || !mime || !(await stat(file).catch(() => null))) throw notFound(ERROR_MESSAGES.notFound);
    return reply
      .type(mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
}
