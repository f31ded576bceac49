import { api } from '@plw/protocol/api';
import { type Endpoint, fillPath, REFRESH_COOKIE } from '@plw/protocol/endpoint';
import { errorStatusesOf } from '@plw/protocol/error-statuses';
import { apiErrorSchema, ERROR_CODES, ERROR_MESSAGES } from '@plw/protocol/errors';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPath } from '../../support/documented-statuses.ts';
import { createChannelWithCreator } from '../../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// The OpenAPI document is what a generated client is built from, so it must say everything a route can
// answer: each error status with the error shape, multipart bodies as forms with their files, and the media
// route's file types. (While the test suites run, the test server also fails any answer whose status the
// document does not list: tests/support/documented-statuses.ts.)

const schemaObject = z.looseObject({
  type: z.string().optional(),
  format: z.string().optional(),
  properties: z.record(z.string(), z.looseObject({})).optional(),
  required: z.array(z.string()).optional(),
});
const mediaTypes = z.record(z.string(), z.looseObject({ schema: schemaObject }));
const responseObject = z.looseObject({
  description: z.string(),
  content: mediaTypes.optional(),
  headers: z.record(z.string(), z.looseObject({ schema: schemaObject })).optional(),
});
const parameterObject = z.looseObject({ in: z.string(), name: z.string(), required: z.boolean().optional() });
const operationObject = z.looseObject({
  operationId: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(parameterObject).optional(),
  requestBody: z.looseObject({ content: mediaTypes }).optional(),
  responses: z.record(z.string(), responseObject),
});
const documentSchema = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

let server: TestServer;
let paths: z.infer<typeof documentSchema>['paths'];

beforeAll(async () => {
  server = await startTestServer();
  const reply = await new TestClient(server.url).request('GET', '/api/docs/json');
  expect(reply.status).toBe(200);
  paths = documentSchema.parse(reply.body).paths;
});
afterAll(() => server?.close());

const endpoints = Object.entries(api as Record<string, Endpoint>);

function operationOf(endpoint: Endpoint) {
  return operationObject.parse(paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]);
}

/** True when `schema` is the API's error shape: `{ error: { code (every code), message, fields? } }`. */
function isErrorShape(schema: z.infer<typeof schemaObject> | undefined): boolean {
  const error = z
    .looseObject({
      properties: z.looseObject({ code: z.looseObject({ enum: z.array(z.string()) }), message: z.looseObject({}) }),
      required: z.array(z.string()),
    })
    .safeParse(schema?.properties?.error);
  return (
    error.success
    && schema?.required?.includes('error') === true
    && [...error.data.properties.code.enum].sort().join() === [...ERROR_CODES].sort().join()
    && error.data.required.includes('code')
    && error.data.required.includes('message')
  );
}

describe.each(endpoints)('%s in the OpenAPI document', (name, endpoint) => {
  it('is the operation named after its endpoint, with its security (none when public)', () => {
    const operation = operationOf(endpoint);
    expect(operation.operationId).toBe(name);
    expect(operation.security).toEqual(endpoint.access === 'public' ? [] : [{ bearer: [] }]);
  });

  it('declares the refresh cookie it reads and the Set-Cookie it answers with', () => {
    const { parameters = [], responses } = operationOf(endpoint);
    const uses = endpoint.refreshCookie ?? [];
    const cookies = parameters.filter((parameter) => parameter.in === 'cookie').map((parameter) => parameter.name);
    expect(cookies).toEqual(uses.includes('reads') ? [REFRESH_COOKIE.name] : []);
    // The browser sends the cookie only under its path: a route elsewhere cannot read it.
    if (uses.includes('reads')) expect(endpoint.path.startsWith(`${REFRESH_COOKIE.path}/`)).toBe(true);
    expect(Object.keys(responses['200']?.headers ?? {}).includes('Set-Cookie')).toBe(uses.includes('sets'));
  });

  it('declares the Range it takes and the Content-Range it answers with, when it serves byte ranges', () => {
    const { parameters = [], responses } = operationOf(endpoint);
    const headers = parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
    const ranges = endpoint.file?.byteRanges === true;
    expect(headers).toEqual(ranges ? ['Range'] : []);
    if (ranges) {
      expect(Object.keys(responses['206']?.headers ?? {})).toContain('Content-Range');
      expect(Object.keys(responses['416']?.headers ?? {})).toContain('Content-Range');
    }
  });

  it('documents every error status it can answer, each with the error shape', () => {
    const { responses } = operationOf(endpoint);
    const expected = errorStatusesOf(endpoint).map(String);
    // What every route of its kind answers, whatever its definition says: a body it reads can be broken, too
    // large or of another type; a signed-in route refuses strangers and other roles.
    const atLeast = [
      ...(endpoint.method === 'GET' ? [] : ['400', '413', '415']),
      ...(endpoint.access === 'public' ? [] : ['401', '403']),
      ...(endpoint.params ? ['400', '404'] : []),
    ];
    expect(expected).toEqual(expect.arrayContaining(atLeast));
    for (const status of [...expected, 'default']) {
      expect(isErrorShape(responses[status]?.content?.['application/json']?.schema), `${status}`).toBe(true);
    }
    const documentedErrors = Object.keys(responses).filter((status) => status !== 'default' && Number(status) >= 400);
    expect(documentedErrors.sort()).toEqual([...expected].sort());
  });

  it('documents its body as what the server reads: JSON or a multipart form', () => {
    const { requestBody } = operationOf(endpoint);
    if (endpoint.form) {
      const form = requestBody?.content['multipart/form-data']?.schema;
      expect(Object.keys(requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      for (const file of endpoint.form.files) {
        expect(form?.properties?.[file], file).toMatchObject({ type: 'string', format: 'binary' });
      }
      for (const field of Object.keys(endpoint.form.fields.shape)) {
        expect(form?.properties?.[field], field).toBeDefined();
      }
    } else if (endpoint.body) {
      expect(Object.keys(requestBody?.content ?? {})).toEqual(['application/json']);
    } else {
      expect(requestBody).toBeUndefined();
    }
  });

  it('documents its success as JSON, or as the file types it serves', () => {
    const { responses } = operationOf(endpoint);
    const success = Object.keys(responses['200']?.content ?? {});
    expect(success).toEqual(endpoint.file ? [...endpoint.file.mediaTypes] : ['application/json']);
    if (endpoint.file?.byteRanges) expect(Object.keys(responses['206']?.content ?? {})).toEqual(success);
  });
});

it('lists exactly the endpoints of the protocol, each operation once, with its own operationId', () => {
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })));
  const routes = endpoints.map(([, endpoint]) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
  expect(operations.map((entry) => entry.route).sort()).toEqual([...routes].sort());
  const ids = operations.map((entry) => operationObject.parse(entry.operation).operationId);
  expect(ids.filter((id) => id === undefined)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
});

describe('a path Fastify would refuse before the route', () => {
  const withParams = endpoints.filter(([, endpoint]) => endpoint.params);
  const LONG_ID = 'A'.repeat(150);
  let callers: Map<string, TestClient>;
  beforeAll(async () => {
    callers = new Map([
      ['PLAYER', await guest(server.url)],
      ['CREATOR', await creator(server.url)],
      ['ADMIN', await demoAdmin(server.url)],
    ]);
  });

  async function send(endpoint: Endpoint, url: string) {
    const caller = endpoint.access === 'public' ? new TestClient(server.url) : callers.get(endpoint.access[0] ?? '');
    return (caller ?? new TestClient(server.url)).request(endpoint.method, url, endpoint.method === 'GET' ? undefined : {});
  }

  it.each(withParams)('%s answers an id over 100 characters as any id too long: 400 in the error shape', async (_, e) => {
    const names = [...e.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const reply = await send(e, fillPath(e.path, Object.fromEntries(names.map((name) => [name, LONG_ID]))));
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    const { error } = apiErrorSchema.parse(reply.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).some((field) => names.includes(field)), JSON.stringify(error)).toBe(true);
    expect(errorStatusesOf(e)).toContain(400);
  });

  it('answers a path with a broken %-escape with 400 in the error shape', async () => {
    const reply = await new TestClient(server.url).request('GET', api.gameDetails.path.replace(':id', '%E0%A4%A'));
    expect(reply.status).toBe(400);
    expect(apiErrorSchema.parse(reply.body).error).toEqual({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.badUrl });
  });
});

it('documents the three multipart uploads and the media file as a binary answer', () => {
  const forms = endpoints.filter(([, e]) => operationOf(e).requestBody?.content['multipart/form-data']);
  expect(forms.map(([name]) => name).sort()).toEqual(['channelRequest', 'uploadMedia', 'uploadProfilePicture']);
  const media = operationOf(api.mediaFile).responses;
  expect(media['200']?.content?.['application/json']).toBeUndefined();
  expect(media['200']?.content?.['image/*']?.schema).toMatchObject({ type: 'string', format: 'binary' });
  expect(Object.keys(media)).toEqual(expect.arrayContaining(['200', '206', '400', '404', '416']));
});

it('answers a draft request on a server without drafting with 503 DRAFTS_OFF, as documented', async () => {
  const maker = await creator(server.url);
  const created = await maker.request<{ game: { game_id: string } }>('POST', api.createGame.path, {
    language: 'English',
    game_name: 'Drafts off',
  });
  expect(created.status).toBe(200);
  const reply = await maker.request(
    'POST',
    api.draftQuestions.path.replace(':id', created.body.game.game_id),
    { count: 2 },
  );
  expect(reply.status).toBe(503);
  expect(apiErrorSchema.parse(reply.body).error).toEqual({ code: 'DRAFTS_OFF', message: STUDIO_MESSAGES.draftsNotConfigured });
  expect(operationOf(api.draftQuestions).responses['503']).toBeDefined();
});

it("answers renaming a channel to another channel's name with 409, as documented (was a 500)", async () => {
  const mine = await creator(server.url);
  await createChannelWithCreator(server.app.db, { email: 'taken@demo.test', password: 'Channel@T1', channelName: 'Taken' });
  const reply = await mine.request('PATCH', api.updateChannelSettings.path, {
    channel_name: 'Taken',
    channel_description: 'A channel that wants a name already in use.',
  });
  expect(reply.status).toBe(409);
  expect(apiErrorSchema.parse(reply.body).error).toEqual({
    code: 'CONFLICT',
    message: CHANNEL_ACCOUNT_MESSAGES.channelNameTaken,
    fields: { channel_name: CHANNEL_ACCOUNT_MESSAGES.channelNameTaken },
  });
  expect(operationOf(api.updateChannelSettings).responses['409']).toBeDefined();
});
