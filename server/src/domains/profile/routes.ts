import { mediaUrl } from '@plw/protocol/rest/media';
import multipart from '@fastify/multipart';
import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, conflict, HttpError } from '../../errors.ts';
import { type AccessClaims, playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { claimsFor, loadSessionUser } from '../auth/users.ts';
import { USERNAME_TAKEN, usernameColumns } from './usernames.ts';
import { profilePictureOf, setProfilePicture, updateProfile } from './repository.ts';
import { MediaRejectedError } from '../../media/media-store.ts';
import { readUploadForm, uploadLimits } from '../../media/upload-form.ts';

// A player's profile: name, username and mother tongue, and a profile picture (one multipart image, checked
// by its content, kept in the media store). Both answer with a fresh session, so the client's user is current.

export const PROFILE_MESSAGES = {
  usernameTaken: USERNAME_TAKEN,
  fileTooLarge: MEDIA_MESSAGES.tooLarge,
  notAnImage: 'File must be a valid image (jpeg, png, gif, webp, bmp, svg, tiff or avif)',
  fileMissing: 'Choose a picture to upload (a multipart form with a field named file)',
} as const;

export default async function profileRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: uploadLimits });

  /** The same session (`sid`) with a token that says who the player now is. */
  async function freshSession(reply: FastifyReply, auth: AccessClaims) {
    const user = await loadSessionUser(app.db, auth.sub);
    if (!user) throw new HttpError(500, 'INTERNAL', ERROR_MESSAGES.internal);
    return { accessToken: await reply.jwtSign(claimsFor(user, auth.sid)), user };
  }

  route(app, api.updateProfile, async ({ auth, body, reply }) => {
    const playerId = playerIdOf(auth);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) {
      const username = await usernameColumns(app.db, playerId, body.username);
      try {
        await updateProfile(app.db, playerId, { ...changes, ...username }, dateOf(app.clock));
      } catch (error) {
        if (/unique/i.test((error as Error).message)) throw conflict(PROFILE_MESSAGES.usernameTaken);
        throw error;
      }
    }
    return freshSession(reply, auth);
  });

  route(app, api.uploadProfilePicture, async ({ auth, request, reply }) => {
    const playerId = playerIdOf(auth);
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.fileMissing);
    const [file, extra] = (await readUploadForm(request, 'file')).files;
    if (!file || extra) throw badRequest(PROFILE_MESSAGES.fileMissing, { file: PROFILE_MESSAGES.fileMissing });
    const { bytes } = file;
    const previousUrl = await profilePictureOf(app.db, playerId);
    try {
      const now = dateOf(app.clock);
      await app.media.store({ ownerUserId: auth.sub, bytes, accept: ['image'], now }, async (media, trx) => {
        await setProfilePicture(trx, playerId, media.url, now);
      });
    } catch (error) {
      if (error instanceof MediaRejectedError) {
        const message = error.reason === 'format' ? PROFILE_MESSAGES.notAnImage : error.message;
        throw badRequest(message, { file: message });
      }
      throw error;
    }
    // A replaced picture goes, file and record: pictures are never shared.
    const prefix = mediaUrl('');
    if (previousUrl?.startsWith(prefix)) await app.media.remove(previousUrl.slice(prefix.length));
    return freshSession(reply, auth);
  });
}
