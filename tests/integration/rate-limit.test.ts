import { api } from '@plw/protocol/api';
import { defaultRateLimits } from '@plw/server/config';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Sign-in endpoints are rate-limited per client address, and say so clearly (per account: security/rate-limits).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: defaultRateLimits });
});
afterAll(() => server?.close());

it('answers 429 with a clear message once an address exceeds the credential sign-in limit', async () => {
  const client = new TestClient(server.url);
  // A different phone each time, so only the address's limit is met, not an account's.
  const attempt = (i: number) =>
    client.request('POST', api.adminSignIn.path, { country_code: 91, phone: `90000000${10 + i}`, password: 'Wrong@2026' });
  for (let i = 0; i < defaultRateLimits.credentials.max; i += 1) {
    expect((await attempt(i)).status).toBe(401);
  }
  const limited = await attempt(99);
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  expect((limited.body as { error: { message: string } }).error.message).toMatch(
    /^Too many attempts\. Please try again in \d+ seconds\.$/,
  );
  expect(limited.headers.get('retry-after')).toBeTruthy();

  // Each sign-in route keeps its own budget: the creator form still answers.
  const creatorAttempt = await client.request('POST', api.creatorSignIn.path, {
    email: 'creator@demo.test',
    password: 'Wrong@2026',
  });
  expect(creatorAttempt.status).toBe(401);
});
