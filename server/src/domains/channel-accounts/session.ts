import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { issueRefreshToken, revokeRefreshToken } from '../auth/refresh-tokens.ts';
import { REFRESH_COOKIE } from '../auth/routes.ts';
import { claimsFor, loadSessionUser } from '../auth/users.ts';

// A creator who just set a password is signed in at once: a new refresh-token family in the same cookie the
// auth domain sets on sign-in, and an access token.

const COOKIE_PATH = '/api/auth';

export async function startSession(
  app: FastifyInstance,
  config: AppConfig,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  userId: string,
) {
  const user = await loadSessionUser(app.db, userId);
  if (!user) throw new HttpError(500, 'INTERNAL', ERROR_MESSAGES.internal);
  const now = new Date();
  const previous = request.cookies[REFRESH_COOKIE];
  if (previous) await revokeRefreshToken(app.db, previous, now);
  const policy = { ttlDays: config.refreshTokenTtlDays, reuseGraceSeconds: config.refreshReuseGraceSeconds };
  const userAgent = request.headers['user-agent']?.slice(0, 200) ?? null;
  const issued = await issueRefreshToken(app.db, userId, policy, now, undefined, userAgent);
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: issued.expiresAt,
  });
  return { accessToken: await reply.jwtSign(claimsFor(user)), user };
}
