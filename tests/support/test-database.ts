import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// A fresh database per test file: a temporary SQLite folder by default, or, when DATABASE_URL names a
// Postgres server, a new database on it that is dropped afterwards. An unreachable server fails the suite.

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plw-test-'));
  if (!serverUrl) {
    return {
      kind: 'sqlite',
      dataDir,
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `plw_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL is set but Postgres is unreachable at ${url}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
