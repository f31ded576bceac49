import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { HttpError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { pingDatabase } from './repository.ts';

// Answers once the server is listening and its database answers a query.

export default async function healthRoutes(app: FastifyInstance, { version }: { version: string }) {
  route(app, api.health, async () => {
    // A load balancer takes a 503 as "send traffic elsewhere"; the cause goes to the log, not to the caller.
    await pingDatabase(app.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'UNAVAILABLE', ERROR_MESSAGES.databaseDown);
    });
    return { status: 'ok' as const, version, time: dateOf(app.clock).toISOString() };
  });
}
