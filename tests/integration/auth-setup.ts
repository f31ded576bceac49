import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the auth test files share: the server they start, its clients and the helpers they call.

export let server: TestServer;

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useAuthServer() {
  beforeAll(async () => {
    server = await startTestServer({ config: { refreshReuseGraceSeconds: 2 } });
  });
  afterAll(() => server?.close());
}
