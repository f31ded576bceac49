import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { VerifyKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/review-api';
import type { VerifyMcqQuestion } from '@plw/protocol/question-types/mcq/review-api';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, demoAdmin, guest, type Reply, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A verdict is bound to the version of the game the admin was shown: its own fields players see and each of its
// questions. The admin opens a pending game, the creator edits a question, or renames the game, changes its
// hashtag, picture, language or play circle (the game stays pending), the admin approves what they saw: the
// review is refused with 409 and nothing is approved; the admin reloads, approves the new version, and players
// get what was reviewed. A question added or deleted since, or a direction turned, is a change too.

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
  game_version: string;
  questions: Q[];
}

/** Approves every question as shown: the versions the admin read go back with the verdicts. */
const approvalOf = (shown: Shown<{ question_id: string; version: string }>) => ({
  game_version: shown.game_version,
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

/** A kriss-kross game of two words, submitted for review by the creator. */
async function pendingKrissKrossGame(name: string) {
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

async function openKrissKross(id: string) {
  return (await call<Shown<VerifyKrissKrossQuestion>>(admin, api.krissKrossVerifyQuestions, { id })).body;
}

/** The admin approves every question of the game as `shown`. */
function review<T = unknown>(gameId: string, shown: Shown<{ question_id: string; version: string }>) {
  return call<T>(admin, api.reviewGame, { id: gameId }, approvalOf(shown));
}

/** The creator releases the game as a daily game from now on. */
function releaseDaily(gameId: string) {
  const release = { game_ids: [gameId], mode: 'DAILY', publishing_time: new Date().toISOString(), game_duration: null };
  return call(mine, api.releaseGames, undefined, release);
}

/** The review was refused because the game changed since the admin was shown it. */
function expectVoided(reply: Reply) {
  expect([reply.status, messageOf(reply)]).toEqual([409, REVIEW_MESSAGES.gameChanged]);
}

/** What the creator's game form holds for a game made by pendingQuizGame: a PUT sends the whole form. */
const quizForm = (name: string) => ({ type: 'Mcq', language: 'English', game_name: name });

/** A small picture uploaded by the creator, as a media id for the game form. */
async function uploadedPicture() {
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

async function verdictRows(gameId: string) {
  return server.app.db.selectFrom('question_verdicts').selectAll().where('game_id', '=', gameId).execute();
}

async function statusOf(gameId: string) {
  const row = await server.app.db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirstOrThrow();
  return row.status;
}

/** The game is still pending, with no verdict stored. */
async function expectNothingApproved(gameId: string) {
  expect(await statusOf(gameId)).toBe('PENDING_VERIFICATION');
  expect(await verdictRows(gameId)).toEqual([]);
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

    const stale = await review(gameId, shown);
    expectVoided(stale);
    await expectNothingApproved(gameId);
    expect((await releaseDaily(gameId)).status).toBe(409);

    // The admin reloads: the new text comes with a new version, and approving it verifies the game.
    const reloaded = await openQuiz(gameId);
    const changed = reloaded.questions.find((q) => q.question_id === paris.question_id);
    expect(changed).toMatchObject({ question: edit.question, answer: 'Lyon' });
    expect(changed?.version).not.toBe(paris.version);
    expect(reloaded.game_version).not.toBe(shown.game_version);
    const approved = await review<{ game: GameSummary }>(gameId, reloaded);
    expect([approved.status, approved.body.game.status]).toEqual([200, 'VERIFIED']);
    const stored = await verdictRows(gameId);
    expect(new Map(stored.map((v) => [v.question_id, v.question_version]))).toEqual(
      new Map(reloaded.questions.map((q) => [q.question_id, q.version])),
    );

    expect((await releaseDaily(gameId)).status).toBe(200);
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
    const afterAdd = await review(gameId, shown);
    expectVoided(afterAdd);

    const withSpain = await openQuiz(gameId);
    const [first] = withSpain.questions;
    if (!first) throw new Error('question missing');
    expect((await call(mine, api.deleteQuestion, { id: gameId, questionId: first.question_id })).status).toBe(200);
    const afterDelete = await review(gameId, withSpain);
    expectVoided(afterDelete);
    await expectNothingApproved(gameId);

    // Verdicts that name the current set but another version of one of its questions are refused the same way.
    const current = await openQuiz(gameId);
    const forged = approvalOf(current);
    const [one] = forged.verdicts;
    if (!one) throw new Error('verdict missing');
    one.version = withSpain.questions.find((q) => q.question_id !== one.question_id)?.version ?? 'older';
    const mixed = await call(admin, api.reviewGame, { id: gameId }, forged);
    expectVoided(mixed);
    expect(await verdictRows(gameId)).toEqual([]);
  });

  it('refuses a review of a kriss-kross word whose direction was turned since it was shown', async () => {
    const gameId = await pendingKrissKrossGame('Fruit turned');
    const shown = await openKrissKross(gameId);
    const directions = shown.questions.map((q) => ({
      question_id: q.question_id,
      direction: q.direction === 'Across' ? 'Down' : 'Across',
    }));
    const turned = await call(mine, api.setDirections, { id: gameId }, { directions });
    expect(turned.status).toBe(200);
    const stale = await review(gameId, shown);
    expectVoided(stale);
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

describe('a review is bound to the game as players will see it, not only its questions', () => {
  // Each is a field players read on the game's card or pages: changing it after the admin opened the game voids
  // the review. `shows` is what the reloaded verify page shows of the game afterwards.
  type Change = Record<string, unknown>;
  const changes: { field: string; change: () => Promise<Change>; shows: (change: Change) => Partial<GameSummary> }[] = [
    { field: 'name', change: async () => ({ game_name: 'Capitals, said rudely' }), shows: (c) => c },
    { field: 'hashtag', change: async () => ({ hashtag: '#win-cash-now' }), shows: (c) => c },
    {
      field: 'picture',
      change: async () => ({ image: await uploadedPicture() }),
      shows: (c) => ({ image: `/api/media/${String(c.image)}` }),
    },
    { field: 'language', change: async () => ({ language: 'German' }), shows: (c) => c },
    { field: 'play circle', change: async () => ({ supporting_lesson: true }), shows: (c) => c },
  ];

  it.each(changes)('refuses an approval after the game\'s $field changed since it was shown, then approves the new one', async (c) => {
    const name = `Capitals with a new ${c.field}`;
    const gameId = await pendingQuizGame(name);
    const shown = await openQuiz(gameId);
    expect(shown.game).toMatchObject({ game_name: name, hashtag: '', image: null, language: 'English', supporting_lesson: false });

    const change = await c.change();
    const form = { ...quizForm(name), ...change };
    const edited = await call<{ game: StudioGame }>(mine, api.updateGame, { id: gameId }, form);
    expect(edited.status).toBe(200);
    expect(edited.body.game.status).toBe('PENDING_VERIFICATION');

    const stale = await review(gameId, shown);
    expectVoided(stale);
    await expectNothingApproved(gameId);

    // The admin reloads: the page shows the game as it is now, under a new version; its questions did not change.
    const reloaded = await openQuiz(gameId);
    expect(reloaded.game).toMatchObject(c.shows(change));
    expect(reloaded.game_version).not.toBe(shown.game_version);
    expect(reloaded.questions.map((q) => q.version)).toEqual(shown.questions.map((q) => q.version));
    const approved = await review<{ game: GameSummary }>(gameId, reloaded);
    expect([approved.status, approved.body.game.status]).toEqual([200, 'VERIFIED']);
  });

  it('players get the name and picture the admin approved, from the kriss-kross verify page too', async () => {
    const gameId = await pendingKrissKrossGame('Fruit basket');
    const shown = await openKrissKross(gameId);

    const image = await uploadedPicture();
    const form = { type: 'Kriss_kross_puzzle', language: 'English', game_name: 'Fruit basket, renamed', image };
    expect((await call(mine, api.updateGame, { id: gameId }, form)).status).toBe(200);
    const stale = await review(gameId, shown);
    expectVoided(stale);
    expect(await verdictRows(gameId)).toEqual([]);
    expect((await releaseDaily(gameId)).status).toBe(409);

    const reloaded = await openKrissKross(gameId);
    expect(reloaded.game).toMatchObject({ game_name: form.game_name, image: `/api/media/${image}` });
    const approved = await review(gameId, reloaded);
    expect(approved.status).toBe(200);
    expect((await releaseDaily(gameId)).status).toBe(200);
    const player = await guest(server.url);
    const seen = await call<{ games: GameSummary[] }>(player, api.gameDetails, { id: gameId });
    expect(seen.body.games.find((g) => g.game_id === gameId)).toMatchObject({
      game_name: form.game_name,
      image: `/api/media/${image}`,
    });
  });

  it('a change of a setting that is not shown as content (the score) leaves the review standing', async () => {
    const name = 'Capitals rescored';
    const gameId = await pendingQuizGame(name);
    const shown = await openQuiz(gameId);
    expect((await call(mine, api.updateGame, { id: gameId }, { ...quizForm(name), score: 20 })).status).toBe(200);
    const approved = await review(gameId, shown);
    expect(approved.status).toBe(200);
  });
});
