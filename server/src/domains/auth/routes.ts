import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { badRequest, unauthenticated } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { claimPlayerAccount, findPlayerByPhone } from './player-accounts.ts';
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeRefreshToken,
  rotateRefreshToken,
} from './refresh-tokens.ts';
import {
  COOKIE_PATH,
  refreshPolicy,
  REFRESH_COOKIE,
  setRefreshCookie,
  signedIn,
  startSession,
  userAgentOf,
} from './session.ts';
import {
  createGuestPlayer,
  findAdminByPhone,
  findCreatorByEmail,
  loadSessionUser,
  passwordHashOf,
  setPasswordHash,
} from './users.ts';

// Sign-in for the three roles, session restore and rotation, logout and password changes; a guest player
// claiming a phone and password (a fresh session, like any sign-in).

export { REFRESH_COOKIE } from './session.ts';

export default async function authRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const policy = refreshPolicy(config);
  const limits = config.rateLimits || undefined;

  route(
    app,
    api.autoSignIn,
    async ({ request, reply }) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) {
        const rotated = await rotateRefreshToken(app.db, presented, policy, new Date(), userAgentOf(request));
        const user = rotated && (await loadSessionUser(app.db, rotated.userId));
        if (rotated && user) {
          setRefreshCookie(reply, config, rotated);
          return signedIn(reply, user);
        }
      }
      const guest = await createGuestPlayer(app.db, new Date());
      return startSession(app, config, { request, reply }, guest.userId);
    },
    { rateLimit: limits?.autoSignIn },
  );

  route(
    app,
    api.adminSignIn,
    async ({ body, request, reply }) => {
      const admin = await findAdminByPhone(app.db, body.country_code, body.phone);
      if (!(await verifyPassword(admin?.password_hash, body.password)) || !admin) {
        throw unauthenticated(ERROR_MESSAGES.badAdminCredentials);
      }
      return startSession(app, config, { request, reply }, admin.user_id);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.creatorSignIn,
    async ({ body, request, reply }) => {
      const creator = await findCreatorByEmail(app.db, body.email);
      if (!(await verifyPassword(creator?.password_hash, body.password)) || !creator) {
        throw unauthenticated(ERROR_MESSAGES.badCreatorCredentials);
      }
      return startSession(app, config, { request, reply }, creator.user_id);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.playerSignIn,
    async ({ body, request, reply }) => {
      const player = await findPlayerByPhone(app.db, body.country_code, body.phone);
      if (!(await verifyPassword(player?.password_hash, body.password)) || !player) {
        throw unauthenticated(ERROR_MESSAGES.badAdminCredentials);
      }
      return startSession(app, config, { request, reply }, player.user_id);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.setPlayerAccount,
    async ({ body, auth, request, reply }) => {
      const passwordHash = await hashPassword(body.password);
      await claimPlayerAccount(
        app.db,
        auth.sub,
        { countryCode: body.country_code, phone: body.phone, passwordHash },
        new Date(),
      );
      return startSession(app, config, { request, reply }, auth.sub);
    },
    { rateLimit: limits?.credentials },
  );

  route(app, api.logout, async ({ request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeRefreshToken(app.db, presented, new Date());
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return { ok: true as const };
  });

  for (const [endpoint, role] of [
    [api.playerChangePassword, 'PLAYER'],
    [api.creatorChangePassword, 'CREATOR'],
  ] as const) {
    route(
      app,
      endpoint,
      async ({ body, auth, request, reply }) => {
        const current = await passwordHashOf(app.db, role, auth.sub);
        if (current === null) throw badRequest(ERROR_MESSAGES.noPasswordYet);
        if (!(await verifyPassword(current, body.old_password))) {
          throw badRequest(ERROR_MESSAGES.wrongOldPassword, { old_password: ERROR_MESSAGES.wrongOldPassword });
        }
        const now = new Date();
        const newHash = await hashPassword(body.new_password);
        // Every other session ends with the old password; this one carries on with a fresh refresh token.
        await app.db.transaction().execute(async (trx) => {
          await setPasswordHash(trx, role, auth.sub, newHash);
          await revokeAllForUser(trx, auth.sub, now);
        });
        const issued = await issueRefreshToken(app.db, auth.sub, policy, now, undefined, userAgentOf(request));
        setRefreshCookie(reply, config, issued);
        return { ok: true as const };
      },
      { rateLimit: limits?.credentials },
    );
  }
}
