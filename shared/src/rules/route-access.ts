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

/**
 * A redirect target is followed only when it is a path on this site: it is read the way the browser will read
 * it, against the app's `origin`, and kept only when it stays there. Reading it is what matters: a browser drops
 * tabs and line breaks and takes `\\` for `/`, so `/\t/evil.example/` and `/\\evil.example` lead elsewhere.
 * Returns the path, query and fragment to navigate to, or null (callers fall back to home).
 */
export function safeRedirect(target: string | null | undefined, origin: string): string | null {
  // Only paths: absolute URLs, even to this origin, and scheme-relative or schemed targets are not redirects we make.
  if (!target?.startsWith('/')) return null;
  const resolved = sameOriginPath(target, origin);
  // What we navigate to is read once more: `/.//evil.example` resolves here but its path `//evil.example` would not.
  return resolved !== null && sameOriginPath(resolved, origin) === resolved ? resolved : null;
}

function sameOriginPath(target: string, origin: string): string | null {
  try {
    const url = new URL(target, origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
