import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

// Makes the opened database available to every route as `app.db`, and closes it with the app.

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  app.decorate('db', options.handle.db);
  app.decorate('dbKind', options.handle.kind);
  app.addHook('onClose', () => options.handle.close());
}

export default fp(databasePlugin, { name: 'database' });
