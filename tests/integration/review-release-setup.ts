import { type VerifyKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/review-api';
import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { afterAll, beforeAll, expect } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, type Reply, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the review-release test files share: the server they start, its clients and the helpers they call.

export let server: TestServer;

export let mine: TestClient;

export let theirs: TestClient;

export let admin: TestClient;

export let player: TestClient;

export type Params = Parameters<typeof fillPath>[1];

export type Called = { method: string; path: string };

export function call<T = unknown>(client: TestClient, endpoint: Called, params?: Params, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}

export const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

export const fieldsOf = (reply: Reply) =>
  (reply.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

export async function krissKrossGame(client: TestClient, name: string) {
  const created = await call<{ game: StudioGame }>(client, api.createGame, undefined, {
    type: 'Kriss_kross_puzzle',
    language: 'English',
    game_name: name,
  });
  expect(created.status).toBe(200);
  const id = created.body.game.game_id;
  const questions = [
    { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
    { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' },
  ];
  for (const question of questions) {
    expect((await call(client, api.addKrissKrossQuestion, { id }, question)).status).toBe(200);
  }
  return id;
}

export async function questionsFor(gameId: string) {
  type Questions = { questions: VerifyKrissKrossQuestion[] };
  const reply = await call<Questions>(admin, api.krissKrossVerifyQuestions, { id: gameId });
  expect(reply.status).toBe(200);
  return reply.body.questions;
}

/** A review body for verdicts on the questions as the admin is shown them now, with their versions. */
export async function asShown(gameId: string, verdicts: { question_id: string; verdict: string; reason?: string }[]) {
  const reply = await call<{ game_version: string; questions: VerifyKrissKrossQuestion[] }>(
    admin,
    api.krissKrossVerifyQuestions,
    { id: gameId },
  );
  const versions = new Map(reply.body.questions.map((q) => [q.question_id, q.version]));
  return {
    game_version: reply.body.game_version,
    verdicts: verdicts.map((v) => ({ ...v, version: versions.get(v.question_id) ?? '' })),
  };
}

export async function approveAll(gameId: string) {
  const verdicts = (await questionsFor(gameId)).map((q) => ({ question_id: q.question_id, verdict: 'APPROVED' }));
  const review = await asShown(gameId, verdicts);
  const reply = await call<{ game: GameSummary }>(admin, api.reviewGame, { id: gameId }, review);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.game;
}

export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useReviewReleaseServer() {
  beforeAll(async () => {
    server = await startTestServer();
    await createChannelWithCreator(server.app.db, { email: 'other@demo.test', password: 'Channel@O1', channelName: 'Other' });
    [mine, theirs, admin, player] = await Promise.all([
      creator(server.url),
      creator(server.url, 'other@demo.test', 'Channel@O1'),
      demoAdmin(server.url),
      guest(server.url),
    ]);
  });
  afterAll(() => server?.close());
}
