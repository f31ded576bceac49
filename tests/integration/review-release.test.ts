import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { Notification } from '@plw/protocol/rest/player';
import type { PendingReview, VerifyRequest } from '@plw/protocol/rest/review';
import type { VerifyKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/review-api';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, type Reply, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Review and release over real HTTP: a creator submits a game, an admin gives every question a verdict (a
// rejection's reason reaches the creator), only a verified game is released, a RAPID one only into the future,
// editing a verified question sends the game back to review, and no creator acts on another channel's games.

let server: TestServer;
let mine: TestClient;
let theirs: TestClient;
let admin: TestClient;
let player: TestClient;

type Params = Parameters<typeof fillPath>[1];
type Called = { method: string; path: string };
function call<T = unknown>(client: TestClient, endpoint: Called, params?: Params, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}
const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;
const fieldsOf = (reply: Reply) => (reply.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

async function krissKrossGame(client: TestClient, name: string) {
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

async function questionsFor(gameId: string) {
  type Questions = { questions: VerifyKrissKrossQuestion[] };
  const reply = await call<Questions>(admin, api.krissKrossVerifyQuestions, { id: gameId });
  expect(reply.status).toBe(200);
  return reply.body.questions;
}

/** A review body for verdicts on the questions as the admin is shown them now, with their versions. */
async function asShown(gameId: string, verdicts: { question_id: string; verdict: string; reason?: string }[]) {
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

async function approveAll(gameId: string) {
  const verdicts = (await questionsFor(gameId)).map((q) => ({ question_id: q.question_id, verdict: 'APPROVED' }));
  const review = await asShown(gameId, verdicts);
  const reply = await call<{ game: GameSummary }>(admin, api.reviewGame, { id: gameId }, review);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.game;
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

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

describe('review', () => {
  let gameId: string;

  beforeAll(async () => {
    gameId = await krissKrossGame(mine, 'Fruit review');
  });

  it('submits a draft with questions for verification, once, and only the owner may', async () => {
    const empty = (await call<{ game: StudioGame }>(mine, api.createGame, undefined, { language: 'English', game_name: 'Empty' }))
      .body.game.game_id;
    const refused = await call(mine, api.submitGame, { id: empty });
    expect([refused.status, messageOf(refused)]).toEqual([409, REVIEW_MESSAGES.noQuestions]);
    expect((await call(theirs, api.submitGame, { id: gameId })).status).toBe(403);
    expect((await call(player, api.submitGame, { id: gameId })).status).toBe(403);

    const submitted = await call<{ game: GameSummary; request: VerifyRequest }>(mine, api.submitGame, { id: gameId });
    expect(submitted.status).toBe(200);
    expect(submitted.body.game.status).toBe('PENDING_VERIFICATION');
    expect(submitted.body.request).toMatchObject({ status: 'PENDING', approved: 0, rejected: 0 });
    const again = await call(mine, api.submitGame, { id: gameId });
    expect([again.status, messageOf(again)]).toEqual([409, REVIEW_MESSAGES.notSubmittable]);
  });

  it('lists the pending game for admins, with its request under requests and its questions to verify', async () => {
    const pending = await call<{ requests: PendingReview[] }>(admin, api.pendingReviews);
    expect(pending.body.requests.map((r) => [r.game.game_name, r.questions])).toContainEqual(['Fruit review', 2]);
    const requests = await call<{ requests: VerifyRequest[] }>(admin, api.verifyRequest, { id: gameId });
    expect(requests.body.requests.map((r) => r.status)).toEqual(['PENDING']);
    const questions = await questionsFor(gameId);
    expect(questions.map((q) => [q.answer, q.verdict])).toEqual([['APPLE', null], ['LEMON', null]]);
    expect((await call(mine, api.krissKrossVerifyQuestions, { id: gameId })).status).toBe(403);
    expect((await call(mine, api.reviewGame, { id: gameId }, { verdicts: [] })).status).toBe(403);
  });

  it('counts the games waiting for review for admins only, as many as the list holds, and one fewer once reviewed', async () => {
    const count = async (client: TestClient) => call<{ pending: number }>(client, api.pendingReviewCount);
    const listed = (await call<{ requests: PendingReview[] }>(admin, api.pendingReviews)).body.requests.length;
    const before = await count(admin);
    expect([before.status, before.body.pending]).toEqual([200, listed]);
    expect(listed).toBeGreaterThan(0);
    expect((await count(mine)).status).toBe(403);
    expect((await count(player)).status).toBe(403);
    const anonymous = await fetch(`${server.url}${api.pendingReviewCount.path}`);
    expect(anonymous.status).toBe(401);

    const another = await krissKrossGame(mine, 'Counted review');
    expect((await call(mine, api.submitGame, { id: another })).status).toBe(200);
    expect((await count(admin)).body.pending).toBe(listed + 1);
    expect((await approveAll(another)).status).toBe('VERIFIED');
    expect((await count(admin)).body.pending).toBe(listed);
  });

  it('asks for a verdict on every question and a reason for each rejection', async () => {
    const [apple, lemon] = await questionsFor(gameId);
    if (!apple || !lemon) throw new Error('questions missing');
    const partial = await call(admin, api.reviewGame, { id: gameId }, await asShown(gameId, [{ question_id: apple.question_id, verdict: 'APPROVED' }]));
    expect([partial.status, messageOf(partial)]).toEqual([400, REVIEW_MESSAGES.verdictMissing]);
    const unexplained = await call(admin, api.reviewGame, { id: gameId }, await asShown(gameId, [
      { question_id: apple.question_id, verdict: 'APPROVED' },
      { question_id: lemon.question_id, verdict: 'REJECTED', reason: '  ' },
    ]));
    expect(unexplained.status).toBe(400);
    expect(fieldsOf(unexplained)['verdicts.1.reason']).toBe(REVIEW_MESSAGES.reasonRequired);
  });

  it('rejects with reasons the creator reads, and a rejected game does not release', async () => {
    const [apple, lemon] = await questionsFor(gameId);
    if (!apple || !lemon) throw new Error('questions missing');
    const review = await asShown(gameId, [
      { question_id: apple.question_id, verdict: 'APPROVED' },
      { question_id: lemon.question_id, verdict: 'REJECTED', reason: 'Lemons are sour, not just yellow' },
    ]);
    type Reviewed = { game: GameSummary; request: VerifyRequest };
    const reviewed = await call<Reviewed>(admin, api.reviewGame, { id: gameId }, review);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.game.status).toBe('REJECTED');
    expect(reviewed.body.request).toMatchObject({ status: 'REJECTED', approved: 1, rejected: 1 });
    const twice = await call(admin, api.reviewGame, { id: gameId }, await asShown(gameId, [{ question_id: apple.question_id, verdict: 'APPROVED' }]));
    expect(twice.status).toBe(400);

    type Outcome = { verdicts: { verdict: string | null; reason: string | null }[] };
    const outcome = await call<Outcome>(mine, api.gameReview, { id: gameId });
    expect(outcome.body.verdicts.map((v) => [v.verdict, v.reason])).toEqual([
      ['APPROVED', null],
      ['REJECTED', 'Lemons are sour, not just yellow'],
    ]);
    expect((await call(theirs, api.gameReview, { id: gameId })).status).toBe(403);
    const notices = await call<{ notifications: Notification[] }>(mine, api.notifications);
    expect(notices.body.notifications.find((n) => n.kind === 'REVIEW_RESULT')).toMatchObject({
      title: 'Fruit review needs changes',
      body: 'Question 2 (A yellow fruit): Lemons are sour, not just yellow',
    });
    const release = await call(mine, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: inSeconds(0),
      game_duration: null,
    });
    expect([release.status, messageOf(release)]).toEqual([409, REVIEW_MESSAGES.notVerified]);
  });

  it('verifies a fixed and resubmitted game when every question is approved', async () => {
    const [, lemon] = await questionsFor(gameId);
    if (!lemon) throw new Error('question missing');
    const fix = { question: 'A sour yellow fruit', answer: 'LEMON', direction: 'Down' };
    const edited = await call<{ game: StudioGame }>(mine, api.updateKrissKrossQuestion, {
      id: gameId,
      questionId: lemon.question_id,
    }, fix);
    expect(edited.body.game.status).toBe('DRAFT');
    expect((await call(mine, api.submitGame, { id: gameId })).status).toBe(200);
    expect((await approveAll(gameId)).status).toBe('VERIFIED');
    const notices = await call<{ notifications: Notification[] }>(mine, api.notifications);
    expect(notices.body.notifications[0]).toMatchObject({ kind: 'REVIEW_RESULT', title: 'Fruit review is verified' });
    expect(notices.body.notifications[0]?.link).toContain('/creator/game/release-game?gameIds=');
  });
});

describe('release', () => {
  let rapidId: string;

  beforeAll(async () => {
    rapidId = await krissKrossGame(mine, 'Fruit rush');
    await call(mine, api.submitGame, { id: rapidId });
    await approveAll(rapidId);
    const channel = (await call<{ channel: { channel_id: string } }>(mine, api.channelDetails)).body.channel;
    expect((await call(player, api.subscribe, { channel_id: channel.channel_id })).status).toBe(200);
  });

  it('refuses a RAPID release with a publishing time in the past, and a round without a duration', async () => {
    const past = await call(mine, api.releaseGames, undefined, {
      game_ids: [rapidId],
      mode: 'RAPID',
      publishing_time: inSeconds(-60),
      game_duration: 60,
    });
    expect([past.status, fieldsOf(past).publishing_time]).toEqual([400, REVIEW_MESSAGES.rapidInPast]);
    const noLength = await call(mine, api.releaseGames, undefined, {
      game_ids: [rapidId],
      mode: 'RAPID_THEN_DAILY',
      publishing_time: inSeconds(60),
      game_duration: null,
    });
    expect([noLength.status, fieldsOf(noLength).game_duration]).toEqual([400, REVIEW_MESSAGES.durationRequired]);
  });

  it("never releases another channel's game", async () => {
    const reply = await call(theirs, api.releaseGames, undefined, {
      game_ids: [rapidId],
      mode: 'RAPID',
      publishing_time: inSeconds(60),
      game_duration: 60,
    });
    expect(reply.status).toBe(403);
  });

  it('releases a verified RAPID game into the future: subscribers hear of it and it is a live round', async () => {
    const startsAt = inSeconds(120);
    const reply = await call<{ games: GameSummary[] }>(mine, api.releaseGames, undefined, {
      game_ids: [rapidId],
      mode: 'RAPID',
      publishing_time: startsAt,
      game_duration: 90,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.games[0]).toMatchObject({
      status: 'RELEASED',
      mode: 'RAPID',
      publishing_time: startsAt,
      game_configuration: { game_duration: 90 },
    });
    const again = await call(mine, api.releaseGames, undefined, {
      game_ids: [rapidId],
      mode: 'RAPID',
      publishing_time: startsAt,
      game_duration: 90,
    });
    expect(again.status).toBe(409);

    const notices = await call<{ notifications: Notification[] }>(player, api.notifications);
    expect(notices.body.notifications.map((n) => [n.kind, n.body])).toContainEqual(['NEW_GAME', 'Fruit rush is out now.']);
    const rapid = await player.request<{ games: GameSummary[] }>('GET', api.rapidRiddle.path);
    expect(rapid.body.games.map((g) => g.game_id)).toContain(rapidId);
    // The live-round rooms take it as an upcoming round.
    const room = await server.app.rounds.registry.room({ gameId: rapidId });
    expect(room.gameId).toBe(rapidId);
  });

  it('sends a verified game back to review when one of its questions is edited', async () => {
    const gameId = await krissKrossGame(mine, 'Fruit edit');
    await call(mine, api.submitGame, { id: gameId });
    await approveAll(gameId);
    const [apple] = await questionsFor(gameId);
    if (!apple) throw new Error('question missing');
    const edited = await call<{ game: StudioGame }>(mine, api.updateKrissKrossQuestion, {
      id: gameId,
      questionId: apple.question_id,
    }, { question: 'A crisp red fruit', answer: 'APPLE', direction: 'Across' });
    expect(edited.body.game.status).toBe('PENDING_VERIFICATION');
    const pending = await call<{ requests: PendingReview[] }>(admin, api.pendingReviews);
    expect(pending.body.requests.map((r) => r.game_id)).toContain(gameId);
    const release = await call(mine, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: inSeconds(0),
      game_duration: null,
    });
    expect([release.status, messageOf(release)]).toEqual([409, REVIEW_MESSAGES.notVerified]);
  });

  it('releases a DAILY game that players find in the daily list', async () => {
    const gameId = await krissKrossGame(mine, 'Fruit daily');
    await call(mine, api.submitGame, { id: gameId });
    await approveAll(gameId);
    const reply = await call(mine, api.releaseGames, undefined, {
      game_ids: [gameId],
      mode: 'DAILY',
      publishing_time: inSeconds(-1),
      game_duration: null,
    });
    expect(reply.status).toBe(200);
    const daily = await player.request<{ games: GameSummary[] }>('GET', api.dailyPuzzles.path);
    expect(daily.body.games.map((g) => g.game_name)).toContain('Fruit daily');
  });
});
