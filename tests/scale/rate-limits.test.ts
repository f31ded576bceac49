import { api } from '@plw/protocol/api';
import { defaultRateLimits } from '@plw/server/config';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import type { ServerProcess } from '../support/server-process.ts';

// An address has one sign-in budget however many processes its requests reach: with Redis the limits' counts
// are kept there, so spreading wrong passwords over two processes does not double the tries.

let cluster: ProcessCluster;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  servers = await cluster.start(['a', 'b'], { env: { RATE_LIMIT: 'true' } });
}, 120_000);

afterAll(() => cluster?.close());

it('counts one address\'s wrong sign-ins on both processes against one budget', async () => {
  const [a, b] = twoOf(servers);
  // A different phone each time, so only the address's limit is met, not an account's.
  const attempt = (url: string, i: number) =>
    new TestClient(url).request('POST', api.adminSignIn.path, { country_code: 91, phone: `91000000${10 + i}`, password: 'Wrong@2026' });
  const { max } = defaultRateLimits.credentials;
  for (let i = 0; i < max; i += 1) {
    expect((await attempt(i % 2 === 0 ? a.url : b.url, i)).status).toBe(401);
  }
  for (const [i, url] of [a.url, b.url].entries()) {
    const limited = await attempt(url, max + i);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  }
});
