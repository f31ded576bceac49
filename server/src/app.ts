import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock } from './clock.ts';
import { type AppConfig, DEFAULT_SHARED_CACHE_MS } from './config.ts';
import demo from './demo/plugin.ts';
import { clientAddressOf, trustedProxies } from './http/client-address.ts';
import { loggerOptions } from './http/log-redaction.ts';
import adminRoutes from './domains/admin/routes.ts';
import adminCatalogRoutes from './domains/admin-catalog/routes.ts';
import authRoutes from './domains/auth/routes.ts';
import channelAccountRoutes from './domains/channel-accounts/routes.ts';
import channelRoutes from './domains/channels/routes.ts';
import contactRoutes from './domains/contact/routes.ts';
import discoverRoutes from './domains/discover/routes.ts';
import gameRoutes from './domains/games/routes.ts';
import giftRoutes from './domains/gifts/routes.ts';
import healthRoutes from './domains/health/routes.ts';
import { classRounds as classRoundsOf } from './domains/hosting/class-pass.ts';
import hostingRoutes from './domains/hosting/routes.ts';
import notificationRoutes from './domains/notifications/routes.ts';
import playRoutes from './domains/plays/routes.ts';
import profileRoutes from './domains/profile/routes.ts';
import releaseRoutes from './domains/release/routes.ts';
import reviewRoutes from './domains/review/routes.ts';
import rewardsRoutes from './domains/rewards/routes.ts';
import roundsRoutes from './domains/rounds/routes.ts';
import statsRoutes from './domains/stats/routes.ts';
import studioRoutes from './domains/studio/routes.ts';
import subscriptionRoutes from './domains/subscriptions/routes.ts';
import todayRoutes from './domains/today/routes.ts';
import mail from './mail/plugin.ts';
import media from './media/plugin.ts';
import access from './plugins/access.ts';
import authTokens from './plugins/auth-tokens.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import endedSessions from './plugins/ended-sessions.ts';
import errors, { answerFrameworkError, MAX_PARAM_LENGTH } from './plugins/errors.ts';
import metrics from './plugins/metrics.ts';
import realtime from './plugins/realtime.ts';
import securityHeaders from './plugins/security-headers.ts';
import { QUESTION_TYPE_ROUTES } from './question-types/route-registry.ts';
import sharedCache from './plugins/shared-cache.ts';
import webApp from './plugins/web-app.ts';

// Builds the whole server as one Fastify instance from plugins: the database (opened and migrated), the demo (when
// on), the other infrastructure plugins and each domain's routes. `main.ts` only listens.

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // One trust decides the client's address for requests (`request.ip`, so every rate limit) and for sockets.
  const trustProxy = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logStream),
    trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // Opening the database runs its migrations and the demo seeds an empty one before the app listens: on Postgres
    // under load that outlasts Fastify's 10 s default, which would fail a start that is only slow.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', config.clock ?? systemClock);

  const sqliteFile = path.join(config.dataDir, 'plw.sqlite');
  await app.register(database, { databaseUrl: config.databaseUrl, sqliteFile });
  await app.register(demo, {
    seed: config.seedDemo,
    rounds: config.demoRounds,
    dataDir: config.dataDir,
  });
  await app.register(sharedCache, {
    ttlMs: config.sharedCacheMs ?? DEFAULT_SHARED_CACHE_MS,
    redisUrl: config.realtime.redisUrl,
    redisPrefix: config.realtime.redisPrefix,
    databaseShared: config.databaseUrl !== undefined,
  });
  await app.register(endedSessions, {
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    unannounced: config.databaseUrl !== undefined && config.realtime.redisUrl === undefined,
    check: config.endedSessionCheck,
  });
  await app.register(errors);
  await app.register(securityHeaders, { https: config.cookieSecure });
  const secret = config.jwtSecret ?? localJwtSecret(config.dataDir);
  await app.register(authTokens, {
    jwtSecret: secret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    redisUrl: config.realtime.redisUrl,
    redisPrefix: config.realtime.redisPrefix,
  });
  await app.register(access);
  await app.register(docs, { version: config.version });
  await app.register(media, { dataDir: config.dataDir });
  await app.register(mail, { smtpUrl: config.smtpUrl, from: config.mailFrom });

  await app.register(healthRoutes, { version: config.version });
  // A guest signing in on a join link counts against its round's class budget (hosting/class-pass.ts).
  const classRounds = classRoundsOf(app.db, app.clock);
  await app.register(authRoutes, { config, classRoundOf: classRounds.byCode });
  await app.register(gameRoutes);
  for (const typeRoutes of Object.values(QUESTION_TYPE_ROUTES)) await app.register(typeRoutes);
  await app.register(playRoutes);
  await app.register(channelRoutes);
  await app.register(discoverRoutes);
  await app.register(subscriptionRoutes);
  await app.register(rewardsRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(contactRoutes, { config });
  await app.register(adminRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(reviewRoutes);
  await app.register(releaseRoutes);
  await app.register(giftRoutes);
  await app.register(studioRoutes, { llm: config.llm });
  await app.register(roundsRoutes);
  await app.register(statsRoutes);
  await app.register(todayRoutes);
  await app.register(hostingRoutes, { config });
  await app.register(channelAccountRoutes, { config });

  await app.register(realtime, {
    ...config.realtime,
    roundSecret: `resume:${secret}`,
    clientAddress: (request) => clientAddressOf(request, trustProxy),
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(webApp, { clientDist: config.clientDist });
  return app;
}

/** A secret made on first start and kept beside the data, so restarts keep sessions valid. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
