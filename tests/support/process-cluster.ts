import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Several real server processes on one fresh Postgres database and, where asked, one Redis under a key prefix
// of their own, for the suites that test what crosses processes. Fails loudly when either service is missing.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ProcessOptions {
  /** Share rounds, caches and limits through Redis (default), or only through the database. */
  redis?: boolean;
  env?: Record<string, string | undefined>;
}

export class ProcessCluster {
  private readonly servers: ServerProcess[] = [];
  private readonly prefix = `plw-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}:`;

  private constructor(
    readonly database: TestDatabase,
    private readonly redis: Redis,
  ) {}

  static async open(): Promise<ProcessCluster> {
    if (!process.env.DATABASE_URL) throw new Error('This suite needs DATABASE_URL (a Postgres server the processes share)');
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect().catch((error: unknown) => {
      throw new Error(`REDIS_URL is set but Redis is unreachable at ${REDIS_URL}: ${(error as Error).message}`);
    });
    return new ProcessCluster(await createTestDatabase(), redis);
  }

  /** Starts one process per name, one after the other: the first migrates and seeds, the next find it done. */
  async start(names: readonly string[], { redis = true, env = {} }: ProcessOptions = {}): Promise<ServerProcess[]> {
    const started: ServerProcess[] = [];
    for (const name of names) {
      // Without Redis, also none the suite itself was given.
      const shared = redis ? { REDIS_URL, REDIS_PREFIX: this.prefix } : { REDIS_URL: undefined };
      const settings = {
        DATABASE_URL: this.database.databaseUrl ?? '',
        DATA_DIR: path.join(this.database.dataDir, name),
        ...shared,
        ...env,
      };
      started.push(await startServerProcess(settings, await freePort()));
    }
    this.servers.push(...started);
    return started;
  }

  async close(): Promise<void> {
    for (const server of this.servers) await server.kill();
    const keys = await this.redis.keys(`${this.prefix}*`);
    if (keys.length > 0) await this.redis.del(...keys);
    this.redis.disconnect();
    await this.database.drop();
  }
}

/** The first two of a suite's processes, or a clear failure when they did not start. */
export function twoOf(servers: readonly ServerProcess[]): [ServerProcess, ServerProcess] {
  const [a, b] = servers;
  if (!a || !b) throw new Error('servers did not start');
  return [a, b];
}
