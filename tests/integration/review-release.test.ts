import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import type { Notification } from '@plw/protocol/rest/player';
import type { PendingReview, VerifyRequest } from '@plw/protocol/rest/review';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '../support/http.ts';
import {
  admin,
  approveAll,
  asShown,
  call,
  fieldsOf,
  inSeconds,
  krissKrossGame,
  messageOf,
  mine,
  player,
  questionsFor,
  server,
  theirs,
  useReviewReleaseServer,
} from './review-release-setup.ts';

// Review and release over real HTTP: a creator submits a game, an admin gives every question a verdict (a
// rejection's reason reaches the creator), only a verified game is released, a RAPID one only into the future,
// editing a verified question sends the game back to review, and no creator acts on another channel's games.

useReviewReleaseServer();

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
