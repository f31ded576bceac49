import { api } from '@plw/protocol/api';
import { type Endpoint, fillPath } from '@plw/protocol/endpoint';
import { apiErrorSchema, ERROR_MESSAGES } from '@plw/protocol/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, demoAdmin, guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A body the server cannot read is the caller's mistake: broken JSON, a type no route takes, a multipart form
// without its boundary or cut off inside a part. Every route that reads a body answers each with a 4xx in the
// API's error shape, never a 500. Each request is sent by a caller the route admits, so it reaches the body.

let server: TestServer;
const callers = new Map<string, TestClient>();

beforeAll(async () => {
  server = await startTestServer();
  callers.set('PLAYER', await guest(server.url));
  callers.set('CREATOR', await creator(server.url));
  callers.set('ADMIN', await demoAdmin(server.url));
});
afterAll(() => server?.close());

const ANY_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const withBodies = Object.entries(api as Record<string, Endpoint>).filter(([, e]) => e.method !== 'GET');
const forms = withBodies.filter(([, e]) => e.form);

function urlOf(endpoint: Endpoint): string {
  return fillPath(endpoint.path, { id: ANY_ID, questionId: ANY_ID, giftId: ANY_ID, channel_id: ANY_ID });
}

async function send(endpoint: Endpoint, body: string | Blob, contentType: string) {
  const caller = endpoint.access === 'public' ? undefined : callers.get(endpoint.access[0] ?? '');
  const headers: Record<string, string> = { 'content-type': contentType };
  if (caller?.accessToken) headers.authorization = `Bearer ${caller.accessToken}`;
  const response = await fetch(new URL(urlOf(endpoint), server.url), { method: endpoint.method, headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

function expectClientError(reply: { status: number; text: string }) {
  expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
  expect(reply.status, reply.text).toBeLessThan(500);
  expect(apiErrorSchema.safeParse(JSON.parse(reply.text)).success, reply.text).toBe(true);
}

const BOUNDARY = 'plw-form-boundary';
const filePart = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n`
  + 'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';
const textPart = (field: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;

describe.each(withBodies)('%s reads only bodies it can parse', (_name, endpoint) => {
  it('answers truncated JSON with a 4xx in the error shape', async () => {
    expectClientError(await send(endpoint, '{"name":"Ann","phone', 'application/json'));
  });

  it('answers a content type it does not take with 415, naming the type it takes', async () => {
    const reply = await send(endpoint, '<form><name>Ann</name></form>', 'application/xml');
    expectClientError(reply);
    expect(reply.status).toBe(415);
    const message = endpoint.form ? ERROR_MESSAGES.notMultipart : ERROR_MESSAGES.unsupportedType;
    expect(apiErrorSchema.parse(JSON.parse(reply.text)).error.message).toBe(message);
  });

  it('answers text/plain with 415 too, as the document says (Fastify would read it as a string)', async () => {
    const reply = await send(endpoint, '{"name":"Ann"}', 'text/plain');
    expectClientError(reply);
    expect(reply.status).toBe(415);
    const message = endpoint.form ? ERROR_MESSAGES.notMultipart : ERROR_MESSAGES.unsupportedType;
    expect(apiErrorSchema.parse(JSON.parse(reply.text)).error.message).toBe(message);
  });
});

describe.each(forms)('%s reads only well-formed multipart forms', (_name, endpoint) => {
  const file = endpoint.form?.files[0] ?? 'file';

  it('answers a form without a boundary with a 4xx in the error shape', async () => {
    expectClientError(await send(endpoint, `${filePart(file)}\r\n--${BOUNDARY}--\r\n`, 'multipart/form-data'));
  });

  it('answers a form cut off inside a file part with a 4xx in the error shape', async () => {
    const cut = `${textPart('mediaType', 'image')}${filePart(file)}`;
    expectClientError(await send(endpoint, cut, `multipart/form-data; boundary=${BOUNDARY}`));
  });

  it('answers a form cut off inside a part header with a 4xx in the error shape', async () => {
    const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; na`;
    expectClientError(await send(endpoint, cut, `multipart/form-data; boundary=${BOUNDARY}`));
  });

  it('answers an empty multipart body with a 4xx in the error shape', async () => {
    expectClientError(await send(endpoint, '', `multipart/form-data; boundary=${BOUNDARY}`));
  });

  it('answers a form whose file is over the size limit with 413 in the error shape', async () => {
    const huge = new Blob([filePart(file), 'A'.repeat(10 * 1024 * 1024 + 1024), `\r\n--${BOUNDARY}--\r\n`]);
    const reply = await send(endpoint, huge, `multipart/form-data; boundary=${BOUNDARY}`);
    expectClientError(reply);
    expect(reply.status).toBe(413);
  });
});

it('finds the multipart routes in the protocol', () => {
  expect(forms.map(([name]) => name).sort()).toEqual(['channelRequest', 'uploadMedia', 'uploadProfilePicture']);
});
