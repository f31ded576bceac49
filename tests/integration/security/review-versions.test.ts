import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { describe, expect, it } from 'vitest';
import { guest } from '../../support/http.ts';
import {
  admin,
  approvalOf,
  call,
  expectNothingApproved,
  expectVoided,
  messageOf,
  mine,
  openKrissKross,
  openQuiz,
  pendingKrissKrossGame,
  pendingQuizGame,
  releaseDaily,
  review,
  server,
  statusOf,
  useReviewServer,
  verdictRows,
} from './review-versions-setup.ts';

// A verdict is bound to the version of the game the admin was shown: its own fields players see and each of its
// questions. The admin opens a pending game, the creator edits a question, or renames the game, changes its
// hashtag, picture, language or play circle (the game stays pending), the admin approves what they saw: the
// review is refused with 409 and nothing is approved; the admin reloads, approves the new version, and players
// get what was reviewed. A question added or deleted since, or a direction turned, is a change too.

useReviewServer();

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
