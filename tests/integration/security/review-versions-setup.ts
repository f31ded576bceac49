import { type VerifyKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/review-api';
import { type VerifyMcqQuestion } from '@plw/protocol/question-types/mcq/review-api';
import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { afterAll, beforeAll, expect } from 'vitest';
import { creator, demoAdmin, type Reply, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// What the review-versions test files share: the server they start, its clients and the helpers they call.

export let server: TestServer;

export let mine: TestClient;

export let admin: TestClient;

export type Params = Parameters<typeof fillPath>[1];

export type Called = { method: string; path: string };

export function call<T = unknown>(client: TestClient, endpoint: Called, params?: Params, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}

export const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

export interface Shown<Q> {
  game: GameSummary;
  game_version: string;
  questions: Q[];
}

/** Approves every question as shown: the versions the admin read go back with the verdicts. */
export const approvalOf = (shown: Shown<{ question_id: string; version: string }>) => ({
  game_version: shown.game_version,
  verdicts: shown.questions.map((q) => ({ question_id: q.question_id, version: q.version, verdict: 'APPROVED' })),
});

export async function pendingQuizGame(name: string) {
  const created = await call<{ game: StudioGame }>(mine, api.createGame, undefined, { type: 'Mcq', language: 'English', game_name: name });
  const id = created.body.game.game_id;
  for (const [question, answer] of [['Capital of France?', 'Paris'], ['Capital of Italy?', 'Rome']] as const) {
    const added = await call(mine, api.addMcqQuestion, { id }, { question, answer, answer_options: ['Lyon', 'Nice', 'Milan'] });
    expect(added.status).toBe(200);
  }
  expect((await call(mine, api.submitGame, { id })).status).toBe(200);
  return id;
}

export async function openQuiz(id: string) {
  return (await call<Shown<VerifyMcqQuestion>>(admin, api.mcqVerifyQuestions, { id })).body;
}

/** A kriss-kross game of two words, submitted for review by the creator. */
export async function pendingKrissKrossGame(name: string) {
  const created = await call<{ game: StudioGame }>(mine, api.createGame, undefined, {
    type: 'Kriss_kross_puzzle',
    language: 'English',
    game_name: name,
  });
  const id = created.body.game.game_id;
  for (const q of [
    { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
    { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' },
  ]) {
    expect((await call(mine, api.addKrissKrossQuestion, { id }, q)).status).toBe(200);
  }
  expect((await call(mine, api.submitGame, { id })).status).toBe(200);
  return id;
}

export async function openKrissKross(id: string) {
  return (await call<Shown<VerifyKrissKrossQuestion>>(admin, api.krissKrossVerifyQuestions, { id })).body;
}

/** The admin approves every question of the game as `shown`. */
export function review<T = unknown>(gameId: string, shown: Shown<{ question_id: string; version: string }>) {
  return call<T>(admin, api.reviewGame, { id: gameId }, approvalOf(shown));
}

/** The creator releases the game as a daily game from now on. */
export function releaseDaily(gameId: string) {
  const release = { game_ids: [gameId], mode: 'DAILY', publishing_time: new Date().toISOString(), game_duration: null };
  return call(mine, api.releaseGames, undefined, release);
}

/** The review was refused because the game changed since the admin was shown it. */
export function expectVoided(reply: Reply) {
  expect([reply.status, messageOf(reply)]).toEqual([409, REVIEW_MESSAGES.gameChanged]);
}

/** What the creator's game form holds for a game made by pendingQuizGame: a PUT sends the whole form. */
export const quizForm = (name: string) => ({ type: 'Mcq', language: 'English', game_name: name });

/** A small picture uploaded by the creator, as a media id for the game form. */
export async function uploadedPicture() {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('mediaType', 'image');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const response = await fetch(new URL(api.uploadMedia.path, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${mine.accessToken ?? ''}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { media_id: string }).media_id;
}

export async function verdictRows(gameId: string) {
  return server.app.db.selectFrom('question_verdicts').selectAll().where('game_id', '=', gameId).execute();
}

export async function statusOf(gameId: string) {
  const row = await server.app.db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirstOrThrow();
  return row.status;
}

/** The game is still pending, with no verdict stored. */
export async function expectNothingApproved(gameId: string) {
  expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
  expect(await verdictRows(gameId)).toEqual([]);
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useReviewServer() {
  beforeAll(async () => {
    server = await startTestServer();
    [mine, admin] = await Promise.all([creator(server.url), demoAdmin(server.url)]);
  });
  afterAll(() => server?.close());
}
