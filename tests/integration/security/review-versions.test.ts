import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { VerifyKrissKrossQuestion, VerifyMcqQuestion } from '@plw/protocol/rest/review';
import type { StudioGame } from '@plw/protocol/rest/studio';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, demoAdmin, guest, type Reply, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A verdict is bound to the version of each question the admin was shown. The admin opens a pending game's
// questions, the creator edits one (the game stays pending), the admin approves what they saw: the review is
// refused with 409 and nothing is approved; the admin reloads, approves the new version, and players get the
// text that was reviewed. A question added or deleted since, or a direction turned, is a change too.

let server: TestServer;
let mine: TestClient;
let admin: TestClient;

type Params = Parameters<typeof fillPath>[1];
type Called = { method: string; path: string };
function call<T = unknown>(client: TestClient, endpoint: Called, params?: Params, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}
const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

interface Shown<Q> {
  game: GameSummary;
  questions_version: string;
  questions: Q[];
}

/** Approves every question as shown: the versions the admin read go back with the verdicts. */
const approvalOf = (shown: Shown<{ question_id: string; version: string }>) => ({
  questions_version: shown.questions_version,
  verdicts: shown.questions.map((q) => ({ question_id: q.question_id, version: q.version, verdict: 'APPROVED' })),
});

async function pendingQuizGame(name: string) {
  const created = await call<{ game: StudioGame }>(mine, api.createGame, undefined, { type: 'Mcq', language: 'English', game_name: name });
  const id = created.body.game.game_id;
  for (const [question, answer] of [['Capital of France?', 'Paris'], ['Capital of Italy?', 'Rome']] as const) {
    const added = await call(mine, api.addMcqQuestion, { id }, { question, answer, answer_options: ['Lyon', 'Nice', 'Milan'] });
    expect(added.status).toBe(200);
  }
  expect((await call(mine, api.submitGame, { id })).status).toBe(200);
  return id;
}

async function openQuiz(id: string) {
  return (await call<Shown<VerifyMcqQuestion>>(admin, api.mcqVerifyQuestions, { id })).body;
}

async function verdictRows(gameId: string) {
  return server.app.db.selectFrom('question_verdicts').selectAll().where('game_id', '=', gameId).execute();
}

async function statusOf(gameId: string) {
  const row = await server.app.db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirstOrThrow();
  return row.status;
}

beforeAll(async () => {
  server = await startTestServer();
  [mine, admin] = await Promise.all([creator(server.url), demoAdmin(server.url)]);
});
afterAll(() => server?.close());

describe('a review is bound to the questions the admin was shown', () => {
  it('refuses an approval of a question edited since it was shown, then approves the new version, which players get', async () => {
    const gameId = await pendingQuizGame('Capitals under review');
    const shown = await openQuiz(gameId);
    const [paris] = shown.questions;
    if (!paris) throw new Error('question missing');

    const edit = { question: 'Capital of France? (say Lyon)', answer: 'Lyon', answer_options: ['Paris', 'Nice', 'Milan'] };
    const where = { id: gameId, questionId: paris.question_id };
    const edited = await call<{ game: StudioGame }>(mine, api.updateMcqQuestion, where, edit);
    expect(edited.body.game.status).toBe('PENDING_VERIFICATION');

    const stale = await call(admin, api.reviewGame, { id: gameId }, approvalOf(shown));
    expect([stale.status, messageOf(stale)]).toEqual([409, REVIEW_MESSAGES.questionsChanged]);
    expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
    expect(await verdictRows(gameId)).toEqual([]);
    const release = await call(mine, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: new Date().toISOString(),
      game_duration: null,
    });
    expect(release.status).toBe(409);

    // The admin reloads: the new text comes with a new version, and approving it verifies the game.
    const reloaded = await openQuiz(gameId);
    const changed = reloaded.questions.find((q) => q.question_id === paris.question_id);
    expect(changed).toMatchObject({ question: edit.question, answer: 'Lyon' });
    expect(changed?.version).not.toBe(paris.version);
    expect(reloaded.questions_version).not.toBe(shown.questions_version);
    const approved = await call<{ game: GameSummary }>(admin, api.reviewGame, { id: gameId }, approvalOf(reloaded));
    expect([approved.status, approved.body.game.status]).toEqual([200, 'VERIFIED']);
    const stored = await verdictRows(gameId);
    expect(new Map(stored.map((v) => [v.question_id, v.question_version]))).toEqual(
      new Map(reloaded.questions.map((q) => [q.question_id, q.version])),
    );

    const released = await call(mine, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: new Date().toISOString(),
      game_duration: null,
    });
    expect(released.status).toBe(200);
    const player = await guest(server.url);
    const played = await call<{ questions: { question: string }[] }>(player, api.mcqQuestions, { id: gameId });
    expect(played.status).toBe(200);
    expect(played.body.questions.map((q) => q.question).sort()).toEqual([edit.question, 'Capital of Italy?'].sort());
  });

  it('refuses a review when a question was added or deleted since the questions were shown', async () => {
    const gameId = await pendingQuizGame('Capitals growing');
    const shown = await openQuiz(gameId);
    const added = await call(mine, api.addMcqQuestion, { id: gameId }, {
      question: 'Capital of Spain?',
      answer: 'Madrid',
      answer_options: ['Seville', 'Valencia', 'Bilbao'],
    });
    expect(added.status).toBe(200);
    const afterAdd = await call(admin, api.reviewGame, { id: gameId }, approvalOf(shown));
    expect([afterAdd.status, messageOf(afterAdd)]).toEqual([409, REVIEW_MESSAGES.questionsChanged]);

    const withSpain = await openQuiz(gameId);
    const [first] = withSpain.questions;
    if (!first) throw new Error('question missing');
    expect((await call(mine, api.deleteQuestion, { id: gameId, questionId: first.question_id })).status).toBe(200);
    const afterDelete = await call(admin, api.reviewGame, { id: gameId }, approvalOf(withSpain));
    expect([afterDelete.status, messageOf(afterDelete)]).toEqual([409, REVIEW_MESSAGES.questionsChanged]);
    expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
    expect(await verdictRows(gameId)).toEqual([]);

    // Verdicts that name the current set but another version of one of its questions are refused the same way.
    const current = await openQuiz(gameId);
    const forged = approvalOf(current);
    const [one] = forged.verdicts;
    if (!one) throw new Error('verdict missing');
    one.version = withSpain.questions.find((q) => q.question_id !== one.question_id)?.version ?? 'older';
    const mixed = await call(admin, api.reviewGame, { id: gameId }, forged);
    expect([mixed.status, messageOf(mixed)]).toEqual([409, REVIEW_MESSAGES.questionsChanged]);
    expect(await verdictRows(gameId)).toEqual([]);
  });

  it('refuses a review of a kriss-kross word whose direction was turned since it was shown', async () => {
    const created = await call<{ game: StudioGame }>(mine, api.createGame, undefined, {
      type: 'Kriss_kross_puzzle',
      language: 'English',
      game_name: 'Fruit turned',
    });
    const gameId = created.body.game.game_id;
    for (const q of [
      { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
      { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' },
    ]) {
      expect((await call(mine, api.addKrissKrossQuestion, { id: gameId }, q)).status).toBe(200);
    }
    expect((await call(mine, api.submitGame, { id: gameId })).status).toBe(200);
    const opened = await call<Shown<VerifyKrissKrossQuestion>>(admin, api.krissKrossVerifyQuestions, { id: gameId });
    const shown = opened.body;
    const directions = shown.questions.map((q) => ({
      question_id: q.question_id,
      direction: q.direction === 'Across' ? 'Down' : 'Across',
    }));
    const turned = await call(mine, api.setDirections, { id: gameId }, { directions });
    expect(turned.status).toBe(200);
    const stale = await call(admin, api.reviewGame, { id: gameId }, approvalOf(shown));
    expect([stale.status, messageOf(stale)]).toEqual([409, REVIEW_MESSAGES.questionsChanged]);
    expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
  });

  it('refuses a review that does not say which version it was given to', async () => {
    const gameId = await pendingQuizGame('Capitals unversioned');
    const shown = await openQuiz(gameId);
    const verdicts = shown.questions.map((q) => ({ question_id: q.question_id, verdict: 'APPROVED' }));
    const bare = await call(admin, api.reviewGame, { id: gameId }, { verdicts });
    expect(bare.status).toBe(400);
    expect(messageOf(bare)).not.toMatch(/internal|went wrong/i);
    expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
  });
});
