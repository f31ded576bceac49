import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../errors.ts';

// Access tokens (short-lived JWTs in the Authorization header), the refresh cookie, and per-route rate limits.

const VERIFIED_TOKENS = 10_000;

async function authTokensPlugin(app: FastifyInstance, options: { jwtSecret: string; accessTokenTtlSeconds: number }) {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { expiresIn: options.accessTokenTtlSeconds },
    // A verified token's claims are kept (keyed by its hash, never past its expiry), so a player's next
    // requests skip the decoding and the claims' checks.
    verify: { algorithms: ['HS256'], cache: VERIFIED_TOKENS },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Keyed by `request.ip`: the client's address behind the trusted proxies only (http/client-address.ts).
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(authTokensPlugin, { name: 'auth-tokens' });
