import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authResponse, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { createApiClient } from '../api-client.ts';
import { autoSignInAtom } from './auth-state.ts';

// A guest opening a hosted round's join link signs in with its code, so a class behind one school address counts
// against the round's class budget rather than the address's (server: domains/hosting/class-pass.ts).

type Fetch = typeof globalThis.fetch;

async function signInFrom(path: string): Promise<string> {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn<Fetch>(async () => jsonResponse(authResponse(guestPlayer)));
  const client = createApiClient({ fetch, getAccessToken: () => null, renewAccessToken: async () => null });
  await createStore().set(autoSignInAtom, client);
  return String(fetch.mock.calls[0]?.[0]);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('auto sign-in', () => {
  it("carries the join link's code, and no code anywhere else", async () => {
    expect(await signInFrom('/join/482913')).toContain('join_code=482913');
    expect(await signInFrom('/join')).not.toContain('join_code');
    expect(await signInFrom('/round/r-1')).not.toContain('join_code');
  });
});
