import type { Endpoint } from '@plw/protocol/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RateLimit } from '../config.ts';
import type { AccessClaims } from './access.ts';

// Registers a route from its protocol endpoint, so path, schemas and access are written only in protocol/.

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;
type AuthOf<E extends Endpoint> = E['access'] extends 'public' ? AccessClaims | null : AccessClaims;

export interface RouteContext<E extends Endpoint> {
  body: Input<E['body']>;
  query: Input<E['query']>;
  params: Input<E['params']>;
  /** The caller's verified token; always present unless the endpoint is public. */
  auth: AuthOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Promise<z.input<E['response']>>;

export interface RouteOptions {
  rateLimit?: RateLimit | undefined;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const tag = endpoint.path.split('/')[2] ?? 'api';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    config: {
      access: endpoint.access,
      ...(options.rateLimit
        ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } }
        : {}),
    },
    handler: (request, reply) =>
      handler({
        body: request.body as Input<E['body']>,
        query: request.query as Input<E['query']>,
        params: request.params as Input<E['params']>,
        auth: (request.auth ?? null) as AuthOf<E>,
        request,
        reply,
      }),
  });
}
