import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { describe, expect, it } from 'vitest';
import { guest } from '../../support/http.ts';
import {
  call,
  expectNothingApproved,
  expectVoided,
  mine,
  openKrissKross,
  openQuiz,
  pendingKrissKrossGame,
  pendingQuizGame,
  quizForm,
  releaseDaily,
  review,
  server,
  uploadedPicture,
  useReviewServer,
  verdictRows,
} from './review-versions-setup.ts';

// A verdict is bound to the version of the game the admin was shown: its own fields players see and each of its
// questions. The admin opens a pending game, the creator edits a question, or renames the game, changes its
// hashtag, picture, language or play circle (the game stays pending), the admin approves what they saw: the
// review is refused with 409 and nothing is approved; the admin reloads, approves the new version, and players
// get what was reviewed. A question added or deleted since, or a direction turned, is a change too.

useReviewServer();

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
