import multipart from '@fastify/multipart';
import { api } from '@plw/protocol/api';
import { channelDpSchema, channelRequestFieldsSchema } from '@plw/shared/schemas/channel';
import { CHANNEL_ACCOUNT_MESSAGES as M } from '@plw/shared/schemas/channel-accounts';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { dateOf } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { type AccessClaims, bearerToken } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { MediaRejectedError } from '../../media/media-store.ts';
import { readUploadForm, uploadLimits } from '../../media/upload-form.ts';
import { limitedCredentialCheck } from '../auth/credential-attempts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endUserSessions } from '../auth/refresh-tokens.ts';
import { createGuestPlayer, findCreatorByEmail, setPasswordHash } from '../auth/users.ts';
import { consumeAccountToken, issueAccountToken, issuedRecently, type TokenPurpose } from './account-tokens.ts';
import {
  accountLink,
  isUniqueViolation,
  RESET_LINK_TTL_MS,
  RESET_MAIL_INTERVAL_MS,
  resetMail,
  SIGNUP_LINK_TTL_MS,
  signUpMail,
} from './policy.ts';
import { channelNameTaken } from '../channels/channel-names.ts';
import {
  approvalConflicts,
  createChannelFromRequest,
  findRequest,
  insertChannelRequest,
  listRequests,
  markReviewed,
  requestConflicts,
  toRequestView,
} from './repository.ts';
import { startSession } from '../auth/session.ts';

// From a channel request to a creator account: the public request form (multipart, one picture), the admin's
// pending and rejected lists, approve (channel, creator and a mailed sign-up link) and reject, then sign-up
// and password reset by single-use links.

const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'CONFLICT', message, fields);

export default async function channelAccountRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(multipart, { limits: uploadLimits });
  const limits = config.rateLimits || undefined;

  function publicUrl(): string {
    if (config.publicUrl) return config.publicUrl;
    const address = app.server.address();
    return `http://localhost:${typeof address === 'object' && address ? address.port : 80}`;
  }

  route(
    app,
    api.channelRequest,
    async ({ request }) => {
      const form = await readUploadForm(request, 'channel_dp');
      const fields = channelRequestFieldsSchema.safeParse(form.fields);
      const picture = channelDpSchema.safeParse(form.files);
      const problems = { ...(fields.success ? {} : fieldMessages(fields.error)) };
      if (!picture.success) problems.channel_dp = picture.error.issues[0]?.message ?? MEDIA_MESSAGES.badFormat;
      if (!fields.success || !picture.success) throw badRequest(Object.values(problems)[0] ?? '', problems);

      const taken = await requestConflicts(app.db, fields.data.channel_name, fields.data.email);
      if (taken.channelNameTaken) throw channelNameTaken();
      if (taken.emailTaken) throw conflict(M.emailTaken, { email: M.emailTaken });
      if (taken.pendingForEmail) throw conflict(M.requestPending, { email: M.requestPending });

      const now = dateOf(app.clock);
      const bytes = form.files[0]?.bytes ?? Buffer.alloc(0);
      const ownerUserId = (await callerOf(request))?.sub ?? (await createGuestPlayer(app.db, now)).userId;
      try {
        const requestId = await app.media.store({ ownerUserId, bytes, accept: ['image'], now }, (media, trx) =>
          insertChannelRequest(trx, fields.data, media.id, now),
        );
        return { request_id: requestId, status: 'PENDING' as const };
      } catch (error) {
        if (error instanceof MediaRejectedError) throw badRequest(error.message, { channel_dp: error.message });
        throw error;
      }
    },
    { rateLimit: limits?.credentials },
  );

  route(app, api.adminChannelRequests, async () => listRequests(app.db));

  route(app, api.approveChannelRequest, async ({ params, auth }) => {
    const now = dateOf(app.clock);
    const approved = await app.db
      .transaction()
      .execute(async (trx) => {
        if (!(await markReviewed(trx, params.id, { status: 'APPROVED', reviewerUserId: auth.sub, reason: null, now }))) {
          throw (await findRequest(trx, params.id)) ? conflict(M.requestAlreadyReviewed) : notFound(M.requestNotFound);
        }
        const request = await findRequest(trx, params.id);
        if (!request) throw notFound(M.requestNotFound);
        const taken = await approvalConflicts(trx, request.channel_name, request.email);
        if (taken.channelNameTaken) throw channelNameTaken();
        if (taken.emailTaken) throw conflict(M.emailTaken);
        const { userId } = await createChannelFromRequest(trx, request, now);
        const token = await issueAccountToken(trx, userId, 'SIGNUP', now, SIGNUP_LINK_TTL_MS);
        return { request: (await findRequest(trx, params.id)) ?? request, token };
      })
      .catch((error: unknown) => {
        // A look-alike approved or renamed at the same moment: the unique key decided.
        if (isUniqueViolation(error)) throw channelNameTaken();
        throw error;
      });

    const { request, token } = approved;
    const link = accountLink(publicUrl(), '/channel/signup', request.email, token);
    let mail: 'SENT' | 'OUTBOX' | 'FAILED' = app.mail.delivery === 'smtp' ? 'SENT' : 'OUTBOX';
    try {
      await app.mail.send({ to: request.email, ...signUpMail(request.channel_name, link) });
    } catch (error) {
      app.log.error({ err: error, requestId: request.id }, 'sign-up mail not delivered');
      mail = 'FAILED';
    }
    return { request: toRequestView(request), mail, signup_url: mail === 'SENT' ? null : link };
  });

  route(app, api.rejectChannelRequest, async ({ params, body, auth }) => {
    const review = { status: 'REJECTED' as const, reviewerUserId: auth.sub, reason: body.reason, now: dateOf(app.clock) };
    if (!(await markReviewed(app.db, params.id, review))) {
      throw (await findRequest(app.db, params.id)) ? conflict(M.requestAlreadyReviewed) : notFound(M.requestNotFound);
    }
    const request = await findRequest(app.db, params.id);
    if (!request) throw notFound(M.requestNotFound);
    return { request: toRequestView(request) };
  });

  /** Sets a creator's password with a mailed single-use token; other sessions end. Tries are limited per e-mail. */
  async function setPasswordByToken(
    body: { email: string; token: string; password: string },
    purpose: TokenPurpose,
    invalid: string,
  ): Promise<string> {
    const account = { kind: 'creator-link' as const, id: body.email };
    const set = () => setPasswordWithToken(body, purpose, invalid);
    return limitedCredentialCheck(app.db, limits?.accounts, account, app.clock.now(), set);
  }

  async function setPasswordWithToken(
    body: { email: string; token: string; password: string },
    purpose: TokenPurpose,
    invalid: string,
  ): Promise<string> {
    const creator = await findCreatorByEmail(app.db, body.email);
    // Hashed first, so an unknown address takes as long to refuse as a wrong token.
    const passwordHash = await hashPassword(body.password);
    if (!creator) throw badRequest(invalid);
    const now = dateOf(app.clock);
    // Every session from before the new password ends, wherever it is signed in.
    const ended = await app.db.transaction().execute(async (trx) => {
      const used = await consumeAccountToken(trx, { token: body.token, userId: creator.user_id, purpose, now });
      if (!used) return null;
      await setPasswordHash(trx, 'CREATOR', creator.user_id, passwordHash);
      return endUserSessions(trx, creator.user_id, 'PASSWORD_RESET', now);
    });
    if (!ended) throw badRequest(invalid);
    app.endedSessions.announce(ended);
    return creator.user_id;
  }

  route(
    app,
    api.creatorSignUp,
    async ({ body, request, reply }) => {
      const userId = await setPasswordByToken(body, 'SIGNUP', M.signUpLinkInvalid);
      return startSession(app, config, { request, reply }, userId);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.creatorResetPassword,
    async ({ body, request, reply }) => {
      const userId = await setPasswordByToken(body, 'PASSWORD_RESET', M.resetLinkInvalid);
      return startSession(app, config, { request, reply }, userId);
    },
    { rateLimit: limits?.credentials },
  );

  route(
    app,
    api.creatorForgotPassword,
    async ({ body }) => {
      // The answer is the same, and as fast, whether or not the address has an account: the work happens later.
      app.mail.sendLater(async () => {
        const creator = await findCreatorByEmail(app.db, body.email);
        if (!creator) return null;
        const now = dateOf(app.clock);
        const recent = { userId: creator.user_id, purpose: 'PASSWORD_RESET' as const, now, withinMs: RESET_MAIL_INTERVAL_MS };
        if (await issuedRecently(app.db, recent)) return null;
        const token = await issueAccountToken(app.db, creator.user_id, 'PASSWORD_RESET', now, RESET_LINK_TTL_MS);
        return { to: body.email, ...resetMail(accountLink(publicUrl(), '/channel/forgot-password', body.email, token)) };
      });
      return { ok: true as const };
    },
    { rateLimit: limits?.credentials },
  );

  /** A public route does not check tokens; the form still notes who sent it when the caller has a session. */
  async function callerOf(request: FastifyRequest): Promise<AccessClaims | null> {
    const header = request.headers.authorization;
    return header ? app.verifyAccessToken(bearerToken(header)) : null;
  }
}

/** The first message for each field, keyed by its dot-joined path (the API's `fields`). */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}
