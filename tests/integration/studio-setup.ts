import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import { afterAll, beforeAll, expect } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, type Reply, type TestClient } from '../support/http.ts';
import { type FakeLlm, startFakeLlm } from '../support/studio-kit.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the studio test files share: the server they start, its clients and the helpers they call.

export let server: TestServer;

export let llm: FakeLlm;

export let mine: TestClient;

export let theirs: TestClient;

export const LLM_KEY = 'sk-test-never-logged';

export type Call = Parameters<typeof fillPath>[1];

export type Called = { method: string; path: string };

export function call<T = unknown>(client: TestClient, endpoint: Called, params?: Call, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}

export const fieldsOf = (reply: Reply) =>
  (reply.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

export const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

export async function newGame(client: TestClient, body: Record<string, unknown> = {}) {
  const reply = await call<{ game: StudioGame }>(client, api.createGame, undefined, {
    language: 'English',
    game_name: 'Studio test',
    ...body,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.game;
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useStudioServer() {
  beforeAll(async () => {
    llm = await startFakeLlm();
    server = await startTestServer({ config: { llm: { baseUrl: llm.baseUrl, apiKey: LLM_KEY, model: 'fake-model' } } });
    mine = await creator(server.url);
    await createChannelWithCreator(server.app.db, { email: 'other@demo.test', password: 'Channel@O1', channelName: 'Other' });
    theirs = await creator(server.url, 'other@demo.test', 'Channel@O1');
  });
  afterAll(async () => {
    await server?.close();
    await llm?.close();
  });
}
