import type { SessionUser } from '../schemas/session-user.ts';

// Who may open which area of the app (spec 6). The server enforces the same on every call; this decides navigation.

export type Area = 'game' | 'creator' | 'admin' | 'player' | 'app';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; message: 'User not found' };

const allow: AccessDecision = { kind: 'allow' };

/** Decides what happens when `user` opens a page of `area`; redirects carry the original path. */
export function decideAccess(area: Area, user: SessionUser | null, currentPath: string): AccessDecision {
  const to = (path: string): AccessDecision => ({ kind: 'redirect', to: withRedirect(path, currentPath) });
  const role = user?.role ?? null;
  switch (area) {
    case 'game':
      if (role === 'CREATOR') return to('/creator');
      if (role === 'ADMIN') return to('/admin/dashboard');
      return allow;
    case 'creator':
      return role === 'CREATOR' ? allow : to('/channel/signin');
    case 'admin':
      if (role === 'PLAYER' || role === null) return to('/home');
      if (role === 'CREATOR') return to('/creator');
      return allow;
    case 'player':
      if (role === 'CREATOR') return to('/creator');
      if (role === 'ADMIN') return to('/admin');
      return allow;
    case 'app':
      if (user === null) return { kind: 'error', message: 'User not found' };
      if (role === 'CREATOR') return to('/creator');
      if (role === 'ADMIN') return to('/admin');
      return allow;
  }
}

export function withRedirect(path: string, redirect: string): string {
  return `${path}?${new URLSearchParams({ redirect }).toString()}`;
}

/** A redirect target is followed only when it stays on this site: one leading slash, no scheme, no backslash. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}
