import { readdirSync } from 'node:fs';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { type ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoAdmin, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the channel-accounts test files share: the server they start, its clients and the helpers they call.

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');

export let server: TestServer;

export let admin: TestClient;

export let counter = 0;

/** Every mail the server has handed to the background so far, done (see trackBackgroundMail). */
export let backgroundMailDone: () => Promise<unknown>;

/** A valid request with a fresh channel name and e-mail, with any field replaced. */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: 'Asha Menon',
    email: `asha${counter}@example.test`,
    country_code: '91',
    phone_no: '9876543210',
    channel_name: `Quiz Den ${counter}`,
    channel_description: 'Daily word puzzles for curious minds.',
    ...overrides,
  };
}

export interface Picture {
  name: string;
  bytes: Buffer;
  type?: string;
}

export async function sendRequest(baseUrl: string, fields: Record<string, string>, pictures: Picture[] = [picture()]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const p of pictures) {
    form.append('channel_dp', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/png' }), p.name);
  }
  const response = await fetch(new URL(api.channelRequest.path, baseUrl), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function picture(bytes: Buffer = PNG, name = 'face.png'): Picture {
  return { name, bytes };
}

export function storedFiles(): string[] {
  try {
    return readdirSync(path.join(server.database.dataDir, 'media', 'files'));
  } catch {
    return [];
  }
}

export async function requestsOf(client: TestClient) {
  const reply = await client.request<{ requests: ChannelRequestView[]; rejected: ChannelRequestView[] }>(
    'GET',
    api.adminChannelRequests.path,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

export async function pendingRequest(baseUrl = server.url, client = admin, fields = validFields()) {
  const sent = await sendRequest(baseUrl, fields);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { requests } = await requestsOf(client);
  const request = requests.find((r) => r.request_id === sent.body.request_id);
  if (!request) throw new Error('the new request is not listed');
  return request;
}

export interface Approval {
  mail: 'SENT' | 'OUTBOX' | 'FAILED';
  signup_url: string | null;
  request: ChannelRequestView;
}

export function approve(requestId: string, client = admin) {
  return client.request<Approval>('POST', pathOf(api.approveChannelRequest, { id: requestId }));
}

export function linkParams(link: string) {
  const url = new URL(link);
  return { page: url.pathname, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

/**
 * Counts the mail `app` hands to the background from now on (app.mail.sendLater: composed, then sent if there is
 * any, after the reply), so a test can wait until all of it is done instead of sleeping. Each piece is composed and
 * sent as before, with the same mailer; the returned function resolves once every piece handed over so far is done.
 */
export function trackBackgroundMail(app: TestServer['app']): () => Promise<unknown> {
  const pieces: Promise<void>[] = [];
  const { sendLater, send } = app.mail;
  app.mail.sendLater = (compose) => {
    let done = () => {};
    pieces.push(new Promise<void>((resolve) => (done = resolve)));
    sendLater(async () => {
      try {
        const message = await compose();
        if (message) await send(message);
        return null;
      } finally {
        done();
      }
    });
  };
  return () => Promise.all(pieces);
}

/** The newest mail to `email` whose subject matches, once the server's background mail is done. */
export async function outboxFor(email: string, subject: RegExp): Promise<string> {
  await backgroundMailDone();
  const rows = await server.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();
  const row = rows.find((r) => subject.test(r.subject));
  if (!row) throw new Error(`no mail to ${email}`);
  return row.text_body;
}

export const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useChannelAccountsServer() {
  beforeAll(async () => {
    server = await startTestServer();
    backgroundMailDone = trackBackgroundMail(server.app);
    admin = await demoAdmin(server.url);
  });
  afterAll(() => server?.close());
}
