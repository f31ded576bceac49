import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

// Opens the database and brings its schema up to date before anything uses it, makes it available to every route
// as `app.db`, and closes it with the app.

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

export type DatabaseOptions =
  /** Postgres when a postgres:// URL is given, otherwise SQLite in `sqliteFile`. */
  | { databaseUrl: string | undefined; sqliteFile: string }
  /** A database already open and up to date, that the caller closes with the handle (tests sharing one). */
  | { handle: DatabaseHandle };

async function databasePlugin(app: FastifyInstance, options: DatabaseOptions) {
  const handle = 'handle' in options ? options.handle : await openMigrated(app, options);
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.addHook('onClose', () => handle.close());
}

async function openMigrated(app: FastifyInstance, options: { databaseUrl: string | undefined; sqliteFile: string }) {
  const handle = openDatabase({
    ...options,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'Postgres ended an idle connection; the next query opens a new one'),
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export default fp(databasePlugin, { name: 'database' });
