import { api } from '@plw/protocol/api';
import { describe, expect, it, vi } from 'vitest';
import { authResponse, guestPlayer, jsonResponse } from '../test/session-fixtures.ts';
import { createApiClient } from './api-client.ts';

type Fetch = typeof globalThis.fetch;

describe('api client multipart uploads', () => {
  it('sends a form as the body and leaves its content-type (with the boundary) to fetch', async () => {
    const fetch = vi.fn<Fetch>(async () => jsonResponse(authResponse(guestPlayer)));
    const client = createApiClient({ fetch, getAccessToken: () => 'token', renewAccessToken: async () => null });
    const form = new FormData();
    form.append('file', new File(['png'], 'me.png', { type: 'image/png' }));

    await expect(client.call(api.uploadProfilePicture, { form })).resolves.toEqual(authResponse(guestPlayer));

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/player/profile/picture');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('authorization')).toBe('Bearer token');
  });

  it('sends the same form again after renewing an expired token', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }, 401))
      .mockResolvedValueOnce(jsonResponse(authResponse(guestPlayer)));
    const client = createApiClient({ fetch, getAccessToken: () => 'old', renewAccessToken: async () => 'new' });
    const form = new FormData();
    form.append('file', new File(['png'], 'me.png', { type: 'image/png' }));

    await client.call(api.uploadProfilePicture, { form });

    expect(fetch.mock.calls[1]?.[1]?.body).toBe(form);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer new');
  });
});
