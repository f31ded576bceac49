import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../schemas/session-user.ts';
import { type Area, decideAccess, safeRedirect } from './route-access.ts';

// Spec 6, row by row: who is sent where, always carrying the original path as `redirect`.

const player: SessionUser = {
  user_id: 'u1',
  role: 'PLAYER',
  player: {
    player_id: 'p1',
    name: null,
    username: null,
    profile_pic: null,
    phone_4digit: null,
    mother_tongue: null,
    authenticated: false,
  },
};
const creator: SessionUser = {
  user_id: 'u2',
  role: 'CREATOR',
  creator: { creator_id: 'c1', name: 'C', channel_id: 'ch1' },
};
const admin: SessionUser = {
  user_id: 'u3',
  role: 'ADMIN',
  admin: { admin_id: 'a1', name: 'A', phone: '9000000001', country_code: 91 },
};

const from = '/somewhere?x=1';
const redirect = (path: string) => ({ kind: 'redirect', to: `${path}?redirect=${encodeURIComponent(from)}` });
const allow = { kind: 'allow' };

describe('decideAccess', () => {
  it.each<[Area, SessionUser | null, unknown]>([
    ['game', creator, redirect('/creator')],
    ['game', admin, redirect('/admin/dashboard')],
    ['game', player, allow],
    ['creator', player, redirect('/channel/signin')],
    ['creator', admin, redirect('/channel/signin')],
    ['creator', creator, allow],
    ['admin', player, redirect('/home')],
    ['admin', creator, redirect('/creator')],
    ['admin', admin, allow],
    ['player', creator, redirect('/creator')],
    ['player', admin, redirect('/admin')],
    ['player', player, allow],
    ['app', null, { kind: 'error', message: 'User not found' }],
    ['app', creator, redirect('/creator')],
    ['app', admin, redirect('/admin')],
    ['app', player, allow],
  ])('%s as %o', (area, user, expected) => {
    expect(decideAccess(area, user, from)).toEqual(expected);
  });
});

describe('safeRedirect', () => {
  const origin = 'https://play.example:8443';
  it.each([
    ['/home', '/home'],
    ['/game/mcq/1?x=2', '/game/mcq/1?x=2'],
    ['/game/krisskross/g1?from=home#clue-3', '/game/krisskross/g1?from=home#clue-3'],
    ['/game/../home', '/home'],
    ['/a b', '/a%20b'],
    // A browser drops tabs and line breaks and reads a backslash as a slash: each of these leaves the site.
    ['/\t/evil.example/', null],
    ['/\n/evil.example', null],
    ['/\r\n/evil.example', null],
    ['/\\evil.example', null],
    ['\\/evil.example', null],
    ['//evil.example', null],
    ['///evil.example', null],
    // Resolves on this site, but the path it leaves (`//evil.example`) would not.
    ['/.//evil.example', null],
    ['/a/..//evil.example', null],
    ['https://evil.example', null],
    [`${origin}/home`, null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (target, expected) => {
    expect(safeRedirect(target, origin)).toBe(expected);
  });
});
