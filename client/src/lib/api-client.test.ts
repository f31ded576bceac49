import { api } from '@plw/protocol/api';
import { describe, expect, it, vi } from 'vitest';
import { authResponse, creator, jsonResponse } from '../test/session-fixtures.ts';
import { ApiRequestError, createApiClient } from './api-client.ts';

type Fetch = typeof globalThis.fetch;

function headersOf(call: Parameters<Fetch> | undefined): Headers {
  return new Headers(call?.[1]?.headers);
}

function clientWith(fetch: Fetch, token: string | null = 'old-token', renewed: string | null = 'new-token') {
  const renewAccessToken = vi.fn(async () => renewed);
  return { client: createApiClient({ fetch, getAccessToken: () => token, renewAccessToken }), renewAccessToken };
}

describe('api client', () => {
  it('auto sign-in posts with no body and no content-type, and includes the cookie', async () => {
    const fetch = vi.fn<Fetch>(async () => jsonResponse(authResponse(creator)));
    const { client } = clientWith(fetch, null);

    await expect(client.call(api.autoSignIn, { query: {} })).resolves.toEqual(authResponse(creator));

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
    expect(headersOf(fetch.mock.calls[0]).has('content-type')).toBe(false);
    expect(headersOf(fetch.mock.calls[0]).has('authorization')).toBe(false);
  });

  it('sends the access token as a bearer header and a JSON body with its content-type', async () => {
    const fetch = vi.fn<Fetch>(async () => jsonResponse(authResponse(creator)));
    const { client } = clientWith(fetch);

    await client.call(api.creatorSignIn, { body: { email: 'creator@demo.test', password: 'Creator@2026' } });

    const headers = headersOf(fetch.mock.calls[0]);
    expect(headers.get('authorization')).toBe('Bearer old-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'creator@demo.test',
      password: 'Creator@2026',
    });
  });

  it('fills path params', async () => {
    const fetch = vi.fn<Fetch>(async () => jsonResponse({ games: [] }));
    const { client } = clientWith(fetch);

    await client.call(api.gameDetails, { params: { id: 'g 1/2' } });

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/game/g%201%2F2/gamedetails');
  });

  it('on a 401 renews the session once and retries with the new token', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }, 401))
      .mockResolvedValueOnce(jsonResponse({ games: [], next_cursor: null }));
    const { client, renewAccessToken } = clientWith(fetch);

    await expect(client.call(api.channelGames, { query: {} })).resolves.toEqual({ games: [], next_cursor: null });

    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(fetch.mock.calls[1]).get('authorization')).toBe('Bearer new-token');
  });

  it('gives up after one renewal when the retry is refused too', async () => {
    const refused = () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }, 401);
    const fetch = vi.fn<Fetch>(async () => refused());
    const { client, renewAccessToken } = clientWith(fetch);

    const error = await client.call(api.channelGames, { query: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in required' });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not renew when a sign-in call itself is refused', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } }, 401),
    );
    const { client, renewAccessToken } = clientWith(fetch);

    await expect(
      client.call(api.creatorSignIn, { body: { email: 'creator@demo.test', password: 'Wrong@2026' } }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    expect(renewAccessToken).not.toHaveBeenCalled();
  });

  it('parses the error shape with its field messages', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid',
            fields: { password: 'Password must be at least 8 characters long' },
          },
        },
        400,
      ),
    );
    const { client } = clientWith(fetch);

    const error = await client
      .call(api.creatorSignIn, { body: { email: 'creator@demo.test', password: 'short' } })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { password: 'Password must be at least 8 characters long' },
    });
  });

  it('reports a failed connection and an answer outside the contract as typed errors', async () => {
    const offline = clientWith(vi.fn<Fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))).client;
    await expect(offline.call(api.autoSignIn, { query: {} })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });

    const odd = clientWith(vi.fn<Fetch>(async () => jsonResponse({ accessToken: 1 }))).client;
    await expect(odd.call(api.autoSignIn, { query: {} })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
