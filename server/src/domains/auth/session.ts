import { REFRESH_COOKIE as REFRESH_COOKIE_OF_PROTOCOL } from '@plw/protocol/endpoint';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { SessionUser } from '@plw/shared/schemas/session-user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dateOf } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import { HttpError } from '../../errors.ts';
import { endSessionOf, type IssuedToken, issueRefreshToken } from './refresh-tokens.ts';
import { claimsFor, loadSessionUser } from './users.ts';

// A signed-in session: an access token in the reply and a refresh token in an httpOnly cookie scoped to the
// auth routes. Every way of signing in (the three roles' sign-ins, a guest claiming an account, a creator's
// sign-up or password reset) starts one here.

export const REFRESH_COOKIE = REFRESH_COOKIE_OF_PROTOCOL.name;
export const COOKIE_PATH = REFRESH_COOKIE_OF_PROTOCOL.path;

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, issued: IssuedToken) {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: issued.expiresAt,
  });
}

export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 200) ?? null;
}

/** The reply of every sign-in: an access token of the session `sessionId`, and who is signed in. */
export async function signedIn(reply: FastifyReply, user: SessionUser, sessionId: string) {
  return { accessToken: await reply.jwtSign(claimsFor(user, sessionId)), user };
}

/** Forgets the refresh cookie on this device. */
export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export function refreshPolicy(config: AppConfig) {
  return { ttlDays: config.refreshTokenTtlDays, reuseGraceSeconds: config.refreshReuseGraceSeconds };
}

/** Starts a new session (a new refresh token family) for a user who just proved who they are. */
export async function startSession(
  app: FastifyInstance,
  config: AppConfig,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  userId: string,
) {
  const user = await loadSessionUser(app.db, userId);
  if (!user) throw new HttpError(500, 'INTERNAL', ERROR_MESSAGES.internal);
  const now = dateOf(app.clock);
  // The session this device had (a guest's, another account's) ends with the new one's start.
  const previous = request.cookies[REFRESH_COOKIE];
  if (previous) app.endedSessions.announce(await endSessionOf(app.db, previous, 'SIGNED_IN_AGAIN', now));
  const sessionId = newId();
  const issued = await issueRefreshToken(app.db, userId, refreshPolicy(config), now, sessionId, userAgentOf(request));
  setRefreshCookie(reply, config, issued);
  return signedIn(reply, user, sessionId);
}
