import type { AuthResponse } from '@plw/protocol/api';
import type { SessionUser } from '@plw/shared/schemas/session-user';

// Signed-in users of each role, as the server sends them, for component tests.

export const guestPlayer: SessionUser = {
  user_id: 'u-guest',
  role: 'PLAYER',
  player: {
    player_id: 'p-guest',
    name: null,
    username: null,
    profile_pic: null,
    phone_4digit: null,
    mother_tongue: null,
    authenticated: false,
  },
};

export const admin: SessionUser = {
  user_id: 'u-admin',
  role: 'ADMIN',
  admin: { admin_id: 'a-1', name: 'Asha Admin', phone: '9000000001', country_code: 91 },
};

export const creator: SessionUser = {
  user_id: 'u-creator',
  role: 'CREATOR',
  creator: { creator_id: 'c-1', name: 'Chris Creator', channel_id: 'ch-1' },
};

export function authResponse(user: SessionUser, accessToken = `token-for-${user.user_id}`): AuthResponse {
  return { accessToken, user };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
