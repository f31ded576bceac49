import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { badRequest, unauthenticated } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { limitedCredentialCheck } from './credential-attempts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { claimPlayerAccount, findPlayerByPhone } from './player-accounts.ts';
import { endSessionOf, endUserSessions, renewSessionToken, rotateRefreshToken } from './refresh-tokens.ts';
import {
  clearRefreshCookie,
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

interface AuthRoutesOptions {
  config: AppConfig;
  /**
   * The hosted round a join code leads to, when it seats newcomers now (hosting/class-pass.ts): a guest signing in
   * on its join link counts against the round's class budget. Absent: every sign-in counts against the address.
   */
  classRoundOf?: ((code: unknown) => Promise<string | null>) | undefined;
}

export default async function authRoutes(app: FastifyInstance, { config, classRoundOf }: AuthRoutesOptions) {
  const policy = refreshPolicy(config);
  const limits = config.rateLimits || undefined;
  // Per address (the route's limit) and per account (however many addresses the attempts come from).
  const perAccount = limits?.accounts;

  route(
    app,
    api.autoSignIn,
    async ({ query, request, reply }) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) {
        const rotation = await rotateRefreshToken(app.db, presented, policy, dateOf(app.clock), userAgentOf(request));
        if (rotation.kind === 'ended') {
          // Signed out (here or elsewhere), or the token was replayed: this device must sign in again.
          app.endedSessions.announce([rotation.sessionId]);
          clearRefreshCookie(reply);
          throw unauthenticated(ERROR_MESSAGES.sessionExpired);
        }
        const user = rotation.kind === 'rotated' ? await loadSessionUser(app.db, rotation.userId) : null;
        if (rotation.kind === 'rotated' && user) {
          setRefreshCookie(reply, config, rotation);
          return signedIn(reply, user, rotation.sessionId);
        }
      }
      const guest = await createGuestPlayer(app.db, dateOf(app.clock), { language: query?.language });
      return startSession(app, config, { request, reply }, guest.userId);
    },
    {
      rateLimit: limits?.autoSignIn,
      // New guests on live join links share one class budget per address, whichever round: a creator hosting lobby
      // after lobby gets one class's guests from an address, not one per lobby. (Lookups and seats are per round.)
      perClass: limits?.classJoins && classRoundOf && {
        limit: limits.classJoins,
        roundOf: async (request) => {
          const code = (request.query as { join_code?: unknown } | undefined)?.join_code;
          return (await classRoundOf(code)) === null ? null : 'join-links';
        },
      },
    },
  );

  route(
    app,
    api.adminSignIn,
    async ({ body, request, reply }) => {
      const account = { kind: 'admin' as const, id: `${body.country_code}:${body.phone}` };
      const admin = await limitedCredentialCheck(app.db, perAccount, account, app.clock.now(), async () => {
        const found = await findAdminByPhone(app.db, body.country_code, body.phone);
        if (!(await verifyPassword(found?.password_hash, body.password)) || !found) {
          throw unauthenticated(ERROR_MESSAGES.badAdminCredentials);
        }
        return found;
      });
      return startSession(app, config, { request, reply }, admin.user_id);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.creatorSignIn,
    async ({ body, request, reply }) => {
      const account = { kind: 'creator' as const, id: body.email };
      const creator = await limitedCredentialCheck(app.db, perAccount, account, app.clock.now(), async () => {
        const found = await findCreatorByEmail(app.db, body.email);
        if (!(await verifyPassword(found?.password_hash, body.password)) || !found) {
          throw unauthenticated(ERROR_MESSAGES.badCreatorCredentials);
        }
        return found;
      });
      return startSession(app, config, { request, reply }, creator.user_id);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.playerSignIn,
    async ({ body, request, reply }) => {
      const account = { kind: 'player' as const, id: `${body.country_code}:${body.phone}` };
      const player = await limitedCredentialCheck(app.db, perAccount, account, app.clock.now(), async () => {
        const found = await findPlayerByPhone(app.db, body.country_code, body.phone);
        if (!(await verifyPassword(found?.password_hash, body.password)) || !found) {
          throw unauthenticated(ERROR_MESSAGES.badAdminCredentials);
        }
        return found;
      });
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
        dateOf(app.clock),
      );
      return startSession(app, config, { request, reply }, auth.sub);
    },
    { rateLimit: limits?.credentials },
  );

  route(app, api.logout, async ({ request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) app.endedSessions.announce(await endSessionOf(app.db, presented, 'LOGOUT', dateOf(app.clock)));
    clearRefreshCookie(reply);
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
        // A stolen session must not become a way to guess the password it lacks.
        const account = { kind: 'password-change' as const, id: auth.sub };
        await limitedCredentialCheck(app.db, perAccount, account, app.clock.now(), async () => {
          if (!(await verifyPassword(current, body.old_password))) {
            throw badRequest(ERROR_MESSAGES.wrongOldPassword, { old_password: ERROR_MESSAGES.wrongOldPassword });
          }
        });
        const now = dateOf(app.clock);
        const newHash = await hashPassword(body.new_password);
        // Every other session ends with the old password; this one carries on, with a fresh refresh token.
        const { ended, issued } = await app.db.transaction().execute(async (trx) => {
          await setPasswordHash(trx, role, auth.sub, newHash);
          return {
            ended: await endUserSessions(trx, auth.sub, 'PASSWORD_CHANGED', now, auth.sid),
            issued: await renewSessionToken(trx, auth.sub, auth.sid, policy, now, userAgentOf(request)),
          };
        });
        app.endedSessions.announce(ended);
        setRefreshCookie(reply, config, issued);
        return { ok: true as const };
      },
      { rateLimit: limits?.credentials },
    );
  }
}
