import type { Role } from '@plw/shared/constants';
import type { z } from 'zod';

// How one REST call is described: the one place its method, path, inputs, output and callers are written.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or signed-in users of the listed roles. */
export type Access = 'public' | readonly Role[];

/** The statuses an endpoint may fail with; each answers the API's error shape (see errors.ts). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 416, 429, 502, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** A multipart/form-data body (the server reads it part by part; it is never JSON). */
export interface FormBody {
  /** The text fields. */
  fields: z.ZodObject;
  /** The file fields, one file each. */
  files: readonly string[];
}

/** An answer that is a stored file's bytes rather than JSON. */
export interface FileResponse {
  /** The media types it may have (wildcards allowed, e.g. `image/*`). */
  mediaTypes: readonly string[];
  /** Answers `Range: bytes=` requests with 206 and the part, or 416 when the range is outside the file. */
  byteRanges: boolean;
}

/**
 * The refresh-token cookie: an httpOnly cookie the browser sends only to paths under its `path`. A sign-in sets
 * it; auto sign-in, every sign-in (ending the device's previous session) and logout read it; logout clears it.
 */
export const REFRESH_COOKIE = { name: 'plw_refresh', path: '/api/auth' } as const;

/** What an endpoint does with the refresh cookie: reads the one the browser sends, sets (or clears) it. */
export type RefreshCookieUse = 'reads' | 'sets';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/game/:id/gamedetails`. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Instead of `body`: a multipart form, e.g. an upload. */
  form?: FormBody;
  response: z.ZodType;
  /** Instead of a JSON `response`: the bytes of a file. */
  file?: FileResponse;
  /** Limited per caller when the server's rate limits are on, so it may answer 429. */
  rateLimited?: boolean;
  /**
   * Error statuses this endpoint answers beyond those its shape implies (`errorStatusesOf`), e.g. 409 for a
   * conflict with what is stored or 404 for an id given in the query.
   */
  errors?: readonly ErrorStatus[];
  /** Its use of the refresh cookie (REFRESH_COOKIE), which the document declares; `reads` only under its path. */
  refreshCookie?: readonly RefreshCookieUse[];
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
