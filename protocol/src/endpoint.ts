import type { Role } from '@plw/shared/constants';
import type { z } from 'zod';

// How one REST call is described: the one place its method, path, inputs, output and callers are written.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or signed-in users of the listed roles. */
export type Access = 'public' | readonly Role[];

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/game/:id/gamedetails`. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;

/** Fills `:name` segments of an endpoint's path, with type-checked params. */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  ...[params]: ParamsOf<E> extends undefined ? [] : [ParamsOf<E>]
): string {
  return fillPath(endpoint.path, params);
}

/** Fills `:name` segments of a path from whatever params a caller holds (values are URL-encoded). */
export function fillPath(path: string, params: unknown): string {
  if (params === undefined || params === null) return path;
  const values = params as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
