import { type AuthResponse, api } from '@plw/protocol/api';
import { NAME_MESSAGES } from '@plw/shared/rules/names';
import { afterAll, beforeAll } from 'vitest';
import { type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// What the names test files share: the server they start, its clients and the helpers they call.

export let server: TestServer;

export const FORBIDDEN = NAME_MESSAGES.forbiddenCharacters;

export const USERNAME_TAKEN = 'This username is already taken';

export function setProfile(client: TestClient, body: Record<string, unknown>) {
  return client.request<AuthResponse & { error?: { code: string; message: string; fields?: Record<string, string> } }>(
    'PATCH',
    api.updateProfile.path,
    body,
  );
}

export async function storedPlayer(client: TestClient) {
  const id = (await client.autoSignIn()).body.user.user_id;
  return server.app.db.selectFrom('players').select(['name', 'username']).where('user_id', '=', id).executeTakeFirst();
}

export interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export async function countRows(table: 'games' | 'playlists' | 'gifts' | 'channels' | 'channel_requests') {
  const row = await server.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export let requestCount = 0;

/** The public channel request form (multipart, with a picture) asking for `channelName`. */
export async function requestChannel(channelName: string) {
  requestCount += 1;
  const form = new FormData();
  const fields = {
    name: 'Asha Menon',
    email: `lookalike${requestCount}@example.test`,
    country_code: '91',
    phone_no: '9876543210',
    channel_name: channelName,
    channel_description: 'Daily word puzzles for curious minds.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('channel_dp', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'face.png');
  const response = await fetch(new URL(api.channelRequest.path, server.url), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as ErrorReply & { request_id?: string } };
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useNamesServer() {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
}
