import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import { DEMO_GIFT_BUDGET } from '@plw/server/demo/seed';
import { describe, expect, it } from 'vitest';
import { guest, type Reply } from '../support/http.ts';
import { PNG, upload, wav } from '../support/studio-kit.ts';
import { call, fieldsOf, mine, newGame, server, theirs, useStudioServer } from './studio-setup.ts';

// The creator studio over real HTTP: games and their language variants with the spec's defaults and messages,
// questions of both types with edit, delete and reorder, the status policy, playlists, gifts, settings, media
// uploads judged by their bytes, drafted questions from a fake chat-completions endpoint, and ownership.

useStudioServer();

describe('ownership', () => {
  it("never lets a creator read or change another channel's games, questions or playlists", async () => {
    const game = await newGame(mine, { type: 'Mcq' });
    const added = await call<{ question: { question_id: string } }>(mine, api.addMcqQuestion, { id: game.game_id }, {
      question: 'Mine?',
      answer: 'Yes',
      answer_options: ['No', 'Maybe', 'Never'],
    });
    const questionId = added.body.question.question_id;
    const body = { question: 'Stolen', answer: 'x', answer_options: ['a', 'b', 'c'] };
    const playlist = await call<{ playlist: { playlist_id: string } }>(mine, api.createPlaylist, undefined, { name: 'Mine' });
    const playlistId = { id: playlist.body.playlist.playlist_id };
    const attempts: Reply[] = await Promise.all([
      call(theirs, api.studioGame, { id: game.game_id }),
      call(theirs, api.studioMcqQuestions, { id: game.game_id }),
      call(theirs, api.updateGame, { id: game.game_id }, { language: 'English', game_name: 'Taken' }),
      call(theirs, api.createGame, undefined, { language: 'German', game_name: 'Taken', variant_of: game.game_id }),
      call(theirs, api.addMcqQuestion, { id: game.game_id }, body),
      call(theirs, api.updateMcqQuestion, { id: game.game_id, questionId }, body),
      call(theirs, api.deleteQuestion, { id: game.game_id, questionId }),
      call(theirs, api.reorderQuestions, { id: game.game_id }, { question_ids: [questionId] }),
      call(theirs, api.draftQuestions, { id: game.game_id }, { count: 1 }),
      call(theirs, api.mcqPlayDemoQuestions, { id: game.game_id }),
      call(theirs, api.renamePlaylist, playlistId, { name: 'Taken' }),
      call(theirs, api.setPlaylistGames, playlistId, { game_group_ids: [] }),
      call(theirs, api.deletePlaylist, playlistId),
    ]);
    for (const reply of attempts) expect(reply.status, JSON.stringify(reply.body)).toBe(403);
    const missing = await call(theirs, api.studioGame, { id: 'no-such-game' });
    expect(missing.status).toBe(404);

    const still = await call<{ questions: { question: string }[] }>(mine, api.studioMcqQuestions, { id: game.game_id });
    expect(still.body.questions.map((q) => q.question)).toEqual(['Mine?']);
    const playlists = await call<{ playlists: { name: string }[] }>(theirs, api.studioPlaylists);
    expect(playlists.body.playlists).toEqual([]);
  });

  it("refuses another creator's media on a question or a picture as if it did not exist", async () => {
    const picture = await upload(mine, PNG, { name: 'mine.png', type: 'image/png' });
    const game = await newGame(theirs, { type: 'Mcq' });
    const reply = await call(theirs, api.addMcqQuestion, { id: game.game_id }, {
      question: 'Whose picture?',
      answer: 'Mine',
      answer_options: ['Yours', 'Theirs', 'Nobody'],
      mediaFile: picture.body.media_id,
      mediaType: 'image',
    });
    expect([reply.status, fieldsOf(reply).mediaFile]).toEqual([404, STUDIO_MESSAGES.mediaNotFound]);
    const settings = await call(theirs, api.updateChannelSettings, undefined, {
      channel_name: 'Other',
      channel_description: 'A channel that wants a picture.',
      channel_dp: picture.body.media_id,
    });
    expect(settings.status).toBe(404);
  });

  it('keeps the studio from players', async () => {
    const player = await guest(server.url);
    expect((await call(player, api.studioFigures)).status).toBe(403);
    expect((await upload(player, PNG, { name: 'me.png', type: 'image/png' })).status).toBe(403);
  });
});

describe('playlists', () => {
  it('creates, renames, fills, reorders, empties and deletes a playlist of released games', async () => {
    const details = await call<{ playlists: { name: string }[]; games: { game_group_id: string }[] }>(
      mine,
      api.studioPlaylists,
    );
    expect(details.status).toBe(200);
    expect(details.body.games.length).toBeGreaterThanOrEqual(2);
    const [a, b] = details.body.games.map((g) => g.game_group_id) as [string, string];

    type Made = { playlist: { playlist_id: string; name: string } };
    const created = await call<Made>(mine, api.createPlaylist, undefined, { name: '  Weekend  ' });
    expect(created.body.playlist.name).toBe('Weekend');
    const id = { id: created.body.playlist.playlist_id };
    const empty = await call(mine, api.createPlaylist, undefined, { name: ' ' });
    expect(fieldsOf(empty).name).toBe(STUDIO_MESSAGES.playlistNameRequired);

    const renamed = await call<{ playlist: { name: string } }>(mine, api.renamePlaylist, id, { name: 'Weekend fun' });
    expect(renamed.body.playlist.name).toBe('Weekend fun');

    const filled = await call<{ playlist: { games: { game_group_id: string }[] } }>(mine, api.setPlaylistGames, id, {
      game_group_ids: [a, b],
    });
    expect(filled.body.playlist.games.map((g) => g.game_group_id)).toEqual([a, b]);
    const reordered = await call<{ playlist: { games: { game_group_id: string }[] } }>(mine, api.setPlaylistGames, id, {
      game_group_ids: [b, a],
    });
    expect(reordered.body.playlist.games.map((g) => g.game_group_id)).toEqual([b, a]);

    const draft = await newGame(mine);
    const unreleased = await call(mine, api.setPlaylistGames, id, { game_group_ids: [draft.game_group_id] });
    expect(fieldsOf(unreleased).game_group_ids).toBe(STUDIO_MESSAGES.playlistGamesReleased);
    const twice = await call(mine, api.setPlaylistGames, id, { game_group_ids: [a, a] });
    expect(fieldsOf(twice).game_group_ids).toBe(STUDIO_MESSAGES.playlistGamesUnique);

    const removed = await call<{ playlist: { games: unknown[] } }>(mine, api.setPlaylistGames, id, {
      game_group_ids: [],
    });
    expect(removed.body.playlist.games).toEqual([]);
    expect((await call(mine, api.deletePlaylist, id)).status).toBe(200);
    const after = await call<{ playlists: { playlist_id: string }[] }>(mine, api.studioPlaylists);
    expect(after.body.playlists.map((p) => p.playlist_id)).not.toContain(id.id);
  });
});

describe('gifts and settings', () => {
  it("shows the channel's gift balance and gifts", async () => {
    const reply = await call<{ channel: { balance: number }; gifts: { name: string }[] }>(mine, api.studioGifts);
    expect(reply.status).toBe(200);
    expect(reply.body.channel.balance).toBe(DEMO_GIFT_BUDGET);
    expect(reply.body.gifts.length).toBeGreaterThan(0);
  });

  it.each([
    [{ channel_name: 'AB', channel_description: 'Long enough text' }, 'channel_name', 'Channel name must be at least 3 characters'],
    [
      { channel_name: 'A'.repeat(16), channel_description: 'Long enough text' },
      'channel_name',
      'Channel name must be at most 15 characters',
    ],
    [{ channel_name: 'Fine', channel_description: 'Short' }, 'channel_description', 'Channel description must be at least 10 characters'],
    [
      { channel_name: 'Fine', channel_description: 'x'.repeat(501) },
      'channel_description',
      'Channel description must be at most 500 characters',
    ],
  ])('refuses the settings %j with "%s: %s"', async (body, field, message) => {
    const reply = await call(theirs, api.updateChannelSettings, undefined, body);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)[field]).toBe(message);
  });

  it("edits the channel's name, description and picture (an image only)", async () => {
    const picture = await upload(theirs, PNG, { name: 'dp.png', type: 'image/png' });
    const reply = await call<{ channel: { channel_name: string; channel_dp: string | null } }>(
      theirs,
      api.updateChannelSettings,
      undefined,
      { channel_name: 'Renamed', channel_description: 'A fresh description.', channel_dp: picture.body.media_id },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.channel).toMatchObject({ channel_name: 'Renamed', channel_dp: picture.body.url });
    const details = await call<{ channel: { channel_name: string } }>(theirs, api.channelDetails);
    expect(details.body.channel.channel_name).toBe('Renamed');

    const sound = await upload(theirs, wav(), { name: 'a.wav', type: 'audio/wav' });
    const notImage = await call(theirs, api.updateChannelSettings, undefined, {
      channel_name: 'Renamed',
      channel_description: 'A fresh description.',
      channel_dp: sound.body.media_id,
    });
    expect([notImage.status, fieldsOf(notImage).channel_dp]).toEqual([400, STUDIO_MESSAGES.pictureNotImage]);
  });
});
