import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../errors.ts';
import { limitKeyOf } from '../http/client-address.ts';

// Access tokens (short-lived JWTs in the Authorization header), the refresh cookie, and per-route rate limits.
// With Redis the limits' counts live there, so an address has one budget however many processes it reaches.

const VERIFIED_TOKENS = 10_000;

interface AuthTokensOptions {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  redisUrl?: string | undefined;
  redisPrefix?: string | undefined;
}

async function authTokensPlugin(app: FastifyInstance, options: AuthTokensOptions) {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { expiresIn: options.accessTokenTtlSeconds },
    // A verified token's claims are kept (keyed by its hash, never past its expiry), so a player's next
    // requests skip the decoding and the claims' checks.
    verify: { algorithms: ['HS256'], cache: VERIFIED_TOKENS },
  });
  const redisOptions = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const redis = options.redisUrl ? new Redis(options.redisUrl, redisOptions) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis unreachable for rate limits'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix ?? ''}rate:` } : {}),
    // Redis down: the per-address limits pause rather than every sign-in failing; the per-account limits,
    // kept in the database, still hold.
    skipOnError: true,
    // Keyed by `request.ip`, the client's address behind the trusted proxies only, an IPv6 one by its /64
    // (http/client-address.ts).
    keyGenerator: (request) => limitKeyOf(request.ip),
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(authTokensPlugin, { name: 'auth-tokens' });
