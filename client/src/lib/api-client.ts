import { type Endpoint, fillPath, type ResponseOf } from '@plw/protocol/endpoint';
import { apiErrorSchema, ERROR_MESSAGES, type ErrorCode } from '@plw/protocol/errors';
import type { z } from 'zod';

// The one HTTP client of the app: typed by the endpoints of @plw/protocol/api, same-origin with the refresh
// cookie, bearer access token, the API's error shape turned into ApiRequestError, and one silent session
// renewal (auto sign-in) when a call is answered 401. Code that runs on the first page (the shell, sign-in,
// browsing, notifications) takes its endpoints from their domain's module (@plw/protocol/rest/<domain>): the whole
// `api` would bring every endpoint's schemas with it.

/** Codes the client adds to the server's: the request never got an answer, or the answer was not the contract's. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    /** Field path to the spec's message for that field, when the server rejected a form. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call needs besides its endpoint: path params, query and body, each only when the endpoint has one. */
export type CallOptions<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined })
& (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: undefined })
& (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) & {
  signal?: AbortSignal;
  /** Lets the request finish when the page is closed or left (a locked answer, a last save). */
  keepalive?: boolean;
  /** A multipart body (an upload), for endpoints that take files rather than JSON. */
  form?: FormData;
};

/** The same options once the endpoint is no longer known by its type. */
interface RawCallOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
  form?: FormData | undefined;
}

type CallArgs<E extends Endpoint> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [CallOptions<E>];

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

export interface ApiClientOptions {
  /** The current access token, read at every call. */
  getAccessToken: () => string | null;
  /** Signs in again from the refresh cookie and answers the new access token, or null if that failed. */
  renewAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

const AUTH_PATH_PREFIX = '/api/auth/';

export function createApiClient({ getAccessToken, renewAccessToken, fetch: fetcher }: ApiClientOptions): ApiClient {
  const doFetch = fetcher ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(endpoint: Endpoint, options: RawCallOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ accept: 'application/json' });
    if (token) headers.set('authorization', `Bearer ${token}`);
    const init: RequestInit = { method: endpoint.method, headers, credentials: 'include' };
    if (options.signal) init.signal = options.signal;
    if (options.keepalive) init.keepalive = true;
    // A call without a body sends no content-type: the server rejects an empty JSON body. A multipart body
    // gets its content-type, with the boundary, from fetch itself.
    if (options.form) {
      init.body = options.form;
    } else if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(options.body);
    }
    try {
      return await doFetch(urlOf(endpoint, options), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(0, 'NETWORK_ERROR', ERROR_MESSAGES.internal);
    }
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
      const callOptions: RawCallOptions = options ?? {};
      let response = await send(endpoint, callOptions, getAccessToken());
      if (response.status === 401 && !endpoint.path.startsWith(AUTH_PATH_PREFIX)) {
        const renewed = await renewAccessToken();
        if (renewed) response = await send(endpoint, callOptions, renewed);
      }
      if (!response.ok) throw await errorOf(response);
      // A file endpoint answers its bytes, not JSON (a download, e.g. a round's results as CSV).
      if (endpoint.file) return (await response.blob()) as ResponseOf<E>;
      const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) throw new ApiRequestError(response.status, 'BAD_RESPONSE', ERROR_MESSAGES.internal);
      return parsed.data as ResponseOf<E>;
    },
  };
}

function urlOf(endpoint: Endpoint, options: RawCallOptions): string {
  const path = fillPath(endpoint.path, options.params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query as Record<string, unknown> | undefined) ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(key, String(item));
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiRequestError(response.status, 'INTERNAL', ERROR_MESSAGES.internal);
  const { code, message, fields } = parsed.data.error;
  return new ApiRequestError(response.status, code, message, fields);
}
