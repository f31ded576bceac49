import { api } from '@plw/protocol/api';
import { apiErrorSchema, ERROR_MESSAGES } from '@plw/protocol/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Bad input always gets a clear JSON error, never a 500.

let server: TestServer;
let anonymous: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  anonymous = new TestClient(server.url);
});
afterAll(() => server?.close());

describe('error shape', () => {
  const cases: [string, () => Promise<{ status: number; body: unknown }>, number, string][] = [
    [
      'broken JSON',
      () => anonymous.request('POST', api.adminSignIn.path, '{"country_code":'),
      400,
      ERROR_MESSAGES.badJson,
    ],
    [
      'a prototype-polluting body',
      () => anonymous.request('POST', api.adminSignIn.path, '{"__proto__":{"x":1}}'),
      400,
      ERROR_MESSAGES.badJson,
    ],
    [
      'wrong types',
      () => anonymous.request('POST', api.adminSignIn.path, { country_code: 'x', phone: 5, password: [] }),
      400,
      'Country code required',
    ],
    ['a missing body', () => anonymous.request('POST', api.creatorSignIn.path), 400, ERROR_MESSAGES.bodyNotObject],
    ['an unknown API path', () => anonymous.request('GET', '/api/no/such/thing'), 404, ERROR_MESSAGES.routeNotFound],
    ['a wrong method', () => anonymous.request('DELETE', api.health.path), 404, ERROR_MESSAGES.routeNotFound],
    [
      'an unsupported content type',
      () => anonymous.request('POST', api.adminSignIn.path, '<x/>', { 'content-type': 'application/xml' }),
      415,
      'Unsupported content type; send application/json',
    ],
    [
      'a body over the limit',
      () => anonymous.request('POST', api.adminSignIn.path, { pad: 'x'.repeat(1_100_000) }),
      413,
      'Request body is too large',
    ],
  ];

  for (const [what, call, status, message] of cases) {
    it(`answers ${what} with ${status} and a clear message`, async () => {
      const reply = await call();
      expect(reply.status).toBe(status);
      const parsed = apiErrorSchema.parse(reply.body);
      expect(parsed.error.message).toBe(message);
    });
  }

  it('lists each bad field with its message', async () => {
    const reply = await anonymous.request('POST', api.adminSignIn.path, { country_code: 'x', phone: 5, password: [] });
    expect(apiErrorSchema.parse(reply.body).error.fields).toEqual({
      country_code: 'Country code required',
      phone: 'Phone number required',
      password: 'Password must be at least 8 characters long',
    });
  });

  it('answers an unknown game id with 404, not 500', async () => {
    const admin = await demoAdmin(server.url);
    const reply = await admin.request('GET', api.gameDetails.path.replace(':id', 'no-such-game'));
    expect(reply.status).toBe(404);
    expect(apiErrorSchema.parse(reply.body).error.code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const reply = await anonymous.request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    for (const endpoint of Object.values(api)) {
      const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(reply.body.paths[openApiPath]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
  });

  it('reports health with the database reachable', async () => {
    const reply = await anonymous.request('GET', api.health.path);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok' });
  });

  it('reports 503 in the error shape when the database does not answer, so a balancer sends traffic elsewhere', async () => {
    const broken = await startTestServer();
    try {
      await broken.app.db.destroy();
      const reply = await new TestClient(broken.url).request('GET', api.health.path);
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ error: { code: 'UNAVAILABLE', message: ERROR_MESSAGES.databaseDown } });
    } finally {
      await broken.close();
    }
  });
});
