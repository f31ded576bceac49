import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// /metrics tells an outsider the server's memory and load and which rounds run with how many players: it is
// served only to Prometheus with the configured bearer token, and not at all when no token is configured.

const TOKEN = 'a-long-random-token-prometheus-sends-0123456789';

const scrape = (server: TestServer, authorization?: string) =>
  fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => server?.close());

  it.each([
    ['no authorization', undefined],
    ['another bearer token', 'Bearer not-the-token'],
    ['the token with one character less', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token as basic auth', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`],
  ])('refuses a scrape with %s, showing no figures', async (_name, authorization) => {
    const response = await scrape(server, authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain('plw_');
  });

  it('serves the figures to a scrape with the token', async () => {
    const response = await scrape(server, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toMatch(/plw_socket_connections \d+/);
    expect(text).toContain('plw_process_resident_memory_bytes');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ serveClient: false });
  });
  afterAll(() => server?.close());

  it('is not served at all, with or without a token', async () => {
    for (const authorization of [undefined, 'Bearer anything', 'Bearer ']) {
      const response = await scrape(server, authorization);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('plw_');
    }
  });
});
