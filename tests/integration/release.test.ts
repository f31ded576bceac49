import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import type { Notification } from '@plw/protocol/rest/player';
import type { PendingReview } from '@plw/protocol/rest/review';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  approveAll,
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
