import type { Endpoint } from '@plw/protocol/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessClaims } from './access.ts';
import { limitKeyOf } from './client-address.ts';
import { multipartBodyOf, responseSchemas } from './route-schema.ts';

// Registers a route from its protocol endpoint, so path, schemas and access are written only in protocol/.

/** At most `max` requests in `windowMs`, per client address. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

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

/** `value` checked with `schema` (dropping any field it does not declare), as JSON text. */
export function checkedJson<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.parse(value));
}

const COMMA = Buffer.from(',');
const LIST_END = Buffer.from(']}');

/**
 * A response already checked against its endpoint's schema and serialized, e.g. from a cache: sent as it is,
 * with no second check or serialization.
 */
export class JsonBody {
  private constructor(readonly bytes: Buffer) {}

  /** Checks `value` with `schema` (dropping any field it does not declare) and serializes it once. */
  static of<S extends z.ZodType>(schema: S, value: z.input<S>): JsonBody {
    return new JsonBody(Buffer.from(checkedJson(schema, value)));
  }

  /**
   * A JSON array under `key` from items each already written by `checkedJson` with the item's schema and kept
   * as UTF-8 bytes (see `bytesOf`), so a large list is copied together, not encoded again.
   */
  static listOf(key: string, items: readonly Buffer[]): JsonBody {
    const parts: Buffer[] = [Buffer.from(`{${JSON.stringify(key)}:[`)];
    items.forEach((item, index) => parts.push(...(index === 0 ? [item] : [COMMA, item])));
    parts.push(LIST_END);
    return new JsonBody(Buffer.concat(parts));
  }

  /** An item's checked JSON as the bytes `listOf` takes. */
  static bytesOf(json: string): Buffer {
    return Buffer.from(json);
  }

  /** A body joined from literal JSON punctuation and parts each written by `checkedJson` with their schema. */
  static fromParts(parts: readonly string[]): JsonBody {
    return new JsonBody(Buffer.from(parts.join('')));
  }
}

export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<z.input<E['response']> | JsonBody>;

export interface RouteOptions {
  rateLimit?: RateLimit | undefined;
  /**
   * A class behind one address walking into a live hosted round (domains/hosting/class-pass.ts): a request that
   * names one (`roundOf` finds it) is counted per address and round against `limit`, not against `rateLimit`.
   */
  perClass?: { limit: RateLimit; roundOf: (request: FastifyRequest) => Promise<string | null> } | undefined;
}

/** What tells a class's key from an address's: no address contains a space. */
const CLASS_KEY = ' class ';

/** @fastify/rate-limit's settings of a route: per address (the plugin's key), or per address and class. */
function limitSettings(limit: RateLimit, perClass: RouteOptions['perClass']) {
  if (!perClass) return { max: limit.max, timeWindow: limit.windowMs };
  const forClass = (key: string) => key.includes(CLASS_KEY);
  return {
    keyGenerator: async (request: FastifyRequest) => {
      const address = limitKeyOf(request.ip);
      // A failed look-up counts against the address, like any request naming no live round.
      const round = await perClass.roundOf(request).catch(() => null);
      return round === null ? address : `${address}${CLASS_KEY}${round}`;
    },
    max: (_request: FastifyRequest, key: string) => (forClass(key) ? perClass.limit.max : limit.max),
    timeWindow: (_request: FastifyRequest, key: string) => (forClass(key) ? perClass.limit.windowMs : limit.windowMs),
  };
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  if (options.rateLimit && !endpoint.rateLimited) {
    // The document promises 429 only where the endpoint says it is limited.
    throw new Error(`${endpoint.method} ${endpoint.path} is rate limited but its endpoint does not say so`);
  }
  const tag = endpoint.path.split('/')[2] ?? 'api';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.form ? { multipartBody: multipartBodyOf(endpoint.form) } : {}),
      response: responseSchemas(endpoint),
    },
    config: {
      access: endpoint.access,
      ...(options.rateLimit ? { rateLimit: limitSettings(options.rateLimit, options.perClass) } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as Input<E['body']>,
        query: request.query as Input<E['query']>,
        params: request.params as Input<E['params']>,
        auth: (request.auth ?? null) as AuthOf<E>,
        request,
        reply,
      });
      if (result instanceof JsonBody) return reply.type('application/json; charset=utf-8').send(result.bytes);
      return result;
    },
  });
}
