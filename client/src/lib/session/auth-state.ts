import { type AuthResponse, authApi } from '@plw/protocol/rest/auth';
import { LOCALE_CODES, type LocaleCode } from '@plw/shared/constants';
import type { SessionUser } from '@plw/shared/schemas/session-user';
import { atom } from 'jotai';
import type { ApiClient } from '../api-client.ts';

// Who is signed in (spec 3, 4): the user and the access token are set together by login and cleared together
// by logout. Starting the app, and renewing an expired token, both go through auto sign-in.

export interface AuthSession {
  user: SessionUser;
  accessToken: string;
}

/**
 * Where the start-up auto sign-in stands; the app renders its pages only once it is 'ready'. 'offline' is a
 * failure to reach the server at all, which passes by itself when the connection returns.
 */
export type StartupStatus = 'pending' | 'ready' | 'failed' | 'offline';

export const authSessionAtom = atom<AuthSession | null>(null);
export const startupStatusAtom = atom<StartupStatus>('pending');
export const currentUserAtom = atom((get) => get(authSessionAtom)?.user ?? null);
export const accessTokenAtom = atom((get) => get(authSessionAtom)?.accessToken ?? null);

export const loginAtom = atom(null, (_get, set, response: AuthResponse) => {
  set(authSessionAtom, { user: response.user, accessToken: response.accessToken });
});

export const logoutAtom = atom(null, (_get, set) => {
  set(authSessionAtom, null);
});

const autoSignInInFlightAtom = atom<Promise<AuthSession> | null>(null);

/** The UI's language, which i18n mirrors on <html lang>: a new guest's friendly name is made in it. */
function pageLanguage(): LocaleCode | undefined {
  const lang = globalThis.document?.documentElement.lang;
  return LOCALE_CODES.find((code) => code === lang);
}

/**
 * The join code of the hosted round this page is walking into (its link, /join/{code}): a class behind one school
 * address then signs in on the round's class budget, not the address's.
 */
function pageJoinCode(): string | undefined {
  const path = globalThis.location?.pathname ?? '';
  return /^\/join\/([^/]{1,20})\/?$/.exec(path)?.[1];
}

/**
 * POST /api/auth/signin with no body: restores the session from the refresh cookie or starts a guest player.
 * Callers arriving while one is running share it, so a rotating refresh cookie is never presented twice.
 */
export const autoSignInAtom = atom(null, (get, set, client: ApiClient): Promise<AuthSession> => {
  const running = get(autoSignInInFlightAtom);
  if (running) return running;
  const signIn = client
    .call(authApi.autoSignIn, { query: { language: pageLanguage(), join_code: pageJoinCode() } })
    .then((response) => {
      set(loginAtom, response);
      return { user: response.user, accessToken: response.accessToken };
    })
    .finally(() => set(autoSignInInFlightAtom, null));
  set(autoSignInInFlightAtom, signIn);
  return signIn;
});
