import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.ts';

// Opens the database: embedded SQLite by default, Postgres when a postgres:// URL is given.

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /**
   * Postgres ended one of the pool's idle connections (a restart, a failover, an administrator): the pool
   * has already let it go and opens a new one for the next query. Told here instead of crashing the process.
   */
  onConnectionLost?: (error: Error) => void;
}

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionLost ?? (() => {}));
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // With WAL, NORMAL still never corrupts and loses nothing a committed transaction wrote on a process crash.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches fold names in every script, as Postgres's does.
  sqlite.function('lower', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query it runs; preparing costs about as much as running a small indexed query. The
 * same SQL text reuses its prepared statement (kysely runs one query at a time on its one connection).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: CACHED_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, onConnectionLost: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error is emitted on the pool, and an 'error' event nobody listens to throws.
  pool.on('error', onConnectionLost);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
