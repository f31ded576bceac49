import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type Api, api } from '@plw/protocol/api';
import { type Endpoint, REFRESH_COOKIE } from '@plw/protocol/endpoint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './access.ts';

// The OpenAPI document, generated from the protocol's zod schemas; browsable at /api/docs, raw at /api/docs/json.
// Besides the schemas, each operation gets from its endpoint what a generated client needs: its name as the
// operationId, its security (none on a public route), the refresh cookie it reads or sets, and the byte-range
// headers of a media file.

type Transform = typeof jsonSchemaTransform;
type Transformed = ReturnType<Transform>;
type JsonObject = Record<string, unknown>;

/**
 * Each endpoint and its name in `api`, by `METHOD /path`: the name is the operation's operationId, so a generated
 * client's calls have the names the server and the client use (stable as long as the name is).
 */
const endpointsByRoute = new Map<string, { name: keyof Api; endpoint: Endpoint }>(
  (Object.keys(api) as (keyof Api)[]).map((name) => {
    const endpoint: Endpoint = api[name];
    return [`${endpoint.method} ${endpoint.path}`, { name, endpoint }];
  }),
);

const stringHeader = (description: string) => ({ type: 'string', description });

const COOKIE_DESCRIPTION =
  `The refresh token (httpOnly; the browser sends it only under ${REFRESH_COOKIE.path}): renews the session`;
const SET_COOKIE = stringHeader(`Sets, renews or clears the ${REFRESH_COOKIE.name} refresh cookie (httpOnly)`);
const RANGE = stringHeader('One byte range, `bytes=start-end` or `bytes=start-`: the answer is 206 with that part');
const ACCEPT_RANGES = stringHeader('`bytes`: the file can be fetched in parts with `Range`');
const CONTENT_RANGE = stringHeader('`bytes start-end/size` for a part (206), `bytes */size` when out of range (416)');

/** The response headers an endpoint's answers carry, by status. */
function responseHeadersOf(endpoint: Endpoint): Record<string, JsonObject> {
  const headers: Record<string, JsonObject> = {};
  const add = (status: string, name: string, header: JsonObject) => {
    headers[status] = { ...headers[status], [name]: header };
  };
  const cookie = endpoint.refreshCookie ?? [];
  if (cookie.includes('sets')) {
    add('200', 'Set-Cookie', SET_COOKIE);
    // A refresh cookie of an ended session is cleared with the refusal.
    if (cookie.includes('reads') && endpoint.errors?.includes(401)) add('401', 'Set-Cookie', SET_COOKIE);
  }
  if (endpoint.file?.byteRanges) {
    add('200', 'Accept-Ranges', ACCEPT_RANGES);
    add('206', 'Accept-Ranges', ACCEPT_RANGES);
    add('206', 'Content-Range', CONTENT_RANGE);
    add('416', 'Content-Range', CONTENT_RANGE);
  }
  return headers;
}

/** What the document says of an operation beyond its schemas, from its endpoint. */
function documented(name: string, endpoint: Endpoint, schema: JsonObject): JsonObject {
  const extra: JsonObject = {
    operationId: name,
    // Public routes say so (an empty list), so a client generated with a default bearer sends none there.
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
  };
  if (endpoint.refreshCookie?.includes('reads')) {
    extra.cookies = { type: 'object', properties: { [REFRESH_COOKIE.name]: stringHeader(COOKIE_DESCRIPTION) } };
  }
  if (endpoint.file?.byteRanges) extra.headers = { type: 'object', properties: { Range: RANGE } };
  const responses = { ...(schema.response as Record<string, JsonObject> | undefined) };
  for (const [status, headers] of Object.entries(responseHeadersOf(endpoint))) {
    const response = responses[status];
    if (response) responses[status] = { ...response, headers: { ...(response.headers as JsonObject), ...headers } };
  }
  return { ...schema, ...extra, response: responses };
}

/** The zod transform, plus a multipart route's form as its request body (Fastify never sees it as a body). */
const schemaTransform: Transform = (document) => {
  const { multipartBody, ...schema } = document.schema ?? {};
  if (!multipartBody) return jsonSchemaTransform(document);
  const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, body: multipartBody } });
  const { body, ...rest } = transformed.schema as Record<string, unknown>;
  return { ...transformed, schema: { ...rest, body: { content: { 'multipart/form-data': { schema: body } } } } };
};

const transform: Transform = (document) => {
  const transformed: Transformed = schemaTransform(document);
  const method = String([document.route.method].flat()[0]);
  const named = endpointsByRoute.get(`${method} ${document.url}`);
  if (!named) return transformed;
  return { ...transformed, schema: documented(named.name, named.endpoint, transformed.schema as JsonObject) };
};

async function docsPlugin(app: FastifyInstance, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Play, Learn and Win API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['access'] });
