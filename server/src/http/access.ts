import type { Access } from '@plw/protocol/endpoint';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { Role } from '@plw/shared/constants';
import { forbidden, unauthenticated } from '../errors.ts';

// What a verified access token says about its bearer, and the checks handlers make with it.

export interface AccessClaims {
  /** user_id */
  sub: string;
  role: Role;
  /** The creator's channel, so ownership checks need no query. */
  channelId?: string;
  /** The player's profile id, which plays and subscriptions refer to. */
  playerId?: string;
  /** The session (sign-in family) the token belongs to; a token of an ended session is refused. */
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route has one (the access plugin refuses to register a route without). */
    access?: Access;
  }
}

/** The token of an `Authorization: Bearer <token>` header; anything else is no token (and fails to verify). */
export function bearerToken(header: string): string {
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

export function roleAllowed(access: Access, role: Role): boolean {
  return access === 'public' || access.includes(role);
}

/** A creator may act only on their own channel's things; admins on everyone's. */
export function assertChannelAccess(auth: AccessClaims, channelId: string): void {
  if (auth.role === 'ADMIN') return;
  if (auth.role === 'CREATOR' && auth.channelId === channelId) return;
  throw forbidden(ERROR_MESSAGES.forbidden);
}

/** The signed-in player's profile id (present in every player token). */
export function playerIdOf(auth: AccessClaims): string {
  if (auth.role !== 'PLAYER' || !auth.playerId) throw unauthenticated(ERROR_MESSAGES.sessionExpired);
  return auth.playerId;
}
