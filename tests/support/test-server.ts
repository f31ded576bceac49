import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@plw/server/app';
import { type AppConfig, defaultRealtimeOptions } from '@plw/server/config';
import type { FastifyInstance } from 'fastify';
import { type StatusWatch, watchDocumentedStatuses } from './documented-statuses.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// A real server on a random loopback port over a fresh database with the demo content, for tests.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  /**
   * The server's clock: real time unless the test moves it forward (`clock.advance`), which fires the round's
   * moments that came due at once. (A test that passes `config.clock` of its own runs on that one; this one is
   * then unused.)
   */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestServerOptions {
  serveClient?: boolean;
  /** Sign-in rate limits; off unless a test is about them, so suites can sign in freely. */
  rateLimits?: AppConfig['rateLimits'];
  seedDemo?: boolean;
  /** Any other setting to change from the test defaults. */
  config?: Partial<AppConfig>;
}

/** The settings tests run with, over a given test database. */
export function testConfig(database: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    refreshReuseGraceSeconds: 30,
    cookieSecure: false,
    rateLimits: false,
    seedDemo: true,
    realtime: { ...defaultRealtimeOptions, joins: false },
    demoRounds: false,
    clientDist: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    version: 'test',
    ...overrides,
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(database, {
    clock,
    rateLimits: options.rateLimits ?? false,
    seedDemo: options.seedDemo ?? true,
    clientDist: options.serveClient ? path.join(repoRoot, 'client', 'dist') : undefined,
    ...options.config,
  });
  let app: FastifyInstance;
  let statuses: StatusWatch;
  try {
    app = await buildApp(config);
    statuses = watchDocumentedStatuses(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    clock,
    async close() {
      // A test may leave a response's body unread (it checked the headers): its connection stays busy until the
      // client lets go, which the server's close would wait for. The test is done with every connection by now.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.drop();
      const undocumented = statuses.violations();
      if (undocumented.length > 0) {
        throw new Error(`The server gave answers (statuses, or headers on them) its OpenAPI document does not list:\n${undocumented.join('\n')}`);
      }
    },
  };
}
