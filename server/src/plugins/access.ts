import type { Access } from '@plw/protocol/endpoint';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../errors.ts';
import { type AccessClaims, bearerToken, roleAllowed } from '../http/access.ts';

// Server-side roles: every /api route must declare who may call it, and this plugin enforces it before the
// handler runs. Outside /api is the public web app (static files and the SPA), and so are the API docs.
// `verifyAccessToken` is the one check of an access token, for routes and sockets alike: signed by us, not
// expired, and of a session that has not ended.

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the policy tests and the docs. */
    routeTable: RegisteredRoute[];
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** The claims of a valid access token of a live session; null for any other token. */
    verifyAccessToken(token: string): AccessClaims | null;
  }
}

export const DOCS_PREFIX = '/api/docs';

function isPublicByPlace(url: string): boolean {
  return !url.startsWith('/api') || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

async function accessPlugin(app: FastifyInstance) {
  app.decorate('routeTable', [] as RegisteredRoute[]);
  app.decorateRequest('auth', null);
  app.decorate('verifyAccessToken', (token: string): AccessClaims | null => {
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token);
    } catch {
      return null;
    }
    // A token without a session (signed before sessions were named) is renewed like an expired one.
    if (typeof claims.sid !== 'string' || app.endedSessions.has(claims.sid)) return null;
    return claims;
  });

  app.addHook('onRoute', (routeOptions) => {
    const declared = routeOptions.config?.access;
    const access: Access | undefined = declared ?? (isPublicByPlace(routeOptions.url) ? 'public' : undefined);
    if (access === undefined) {
      throw new Error(`Route ${routeOptions.method} ${routeOptions.url} declares no access policy`);
    }
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    for (const method of methods) app.routeTable.push({ method, url: routeOptions.url, access });
    if (access === 'public') return;

    const enforce: onRequestHookHandler = async (request) => {
      if (!request.headers.authorization) throw unauthenticated(ERROR_MESSAGES.unauthenticated);
      const claims = app.verifyAccessToken(bearerToken(request.headers.authorization));
      if (!claims) throw unauthenticated(ERROR_MESSAGES.sessionExpired);
      if (!roleAllowed(access, claims.role)) throw forbidden(ERROR_MESSAGES.forbidden);
      request.auth = claims;
    };
    const existing = routeOptions.onRequest;
    routeOptions.onRequest = [enforce, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth-tokens', 'ended-sessions'] });
