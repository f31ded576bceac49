import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { route } from '../../http/route.ts';

// Answers once the server is listening and its database answers a query.

export default async function healthRoutes(app: FastifyInstance, { version }: { version: string }) {
  route(app, api.health, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, version, time: new Date().toISOString() };
  });
}
