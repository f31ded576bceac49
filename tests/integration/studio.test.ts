import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import { STUDIO_MESSAGES, type StudioGame } from '@plw/protocol/rest/studio-parts';
import { DEMO_GIFT_BUDGET } from '@plw/server/demo/seed';
import { GAME_MESSAGES } from '@plw/shared/schemas/game';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../support/fixtures.ts';
import { creator, guest, type Reply, type TestClient } from '../support/http.ts';
import { type FakeLlm, PNG, startFakeLlm, upload, wav } from '../support/studio-kit.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The creator studio over real HTTP: games and their language variants with the spec's defaults and messages,
// questions of both types with edit, delete and reorder, the status policy, playlists, gifts, settings, media
// uploads judged by their bytes, drafted questions from a fake chat-completions endpoint, and ownership.

let server: TestServer;
let llm: FakeLlm;
let mine: TestClient;
let theirs: TestClient;
const LLM_KEY = 'sk-test-never-logged';

type Call = Parameters<typeof fillPath>[1];
type Called = { method: string; path: string };
function call<T = unknown>(client: TestClient, endpoint: Called, params?: Call, body?: unknown) {
  return client.request<T>(endpoint.method, fillPath(endpoint.path, params), body);
}

const fieldsOf = (reply: Reply) => (reply.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

async function newGame(client: TestClient, body: Record<string, unknown> = {}) {
  const reply = await call<{ game: StudioGame }>(client, api.createGame, undefined, {
    language: 'English',
    game_name: 'Studio test',
    ...body,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.game;
}

beforeAll(async () => {
  llm = await startFakeLlm();
  server = await startTestServer({ config: { llm: { baseUrl: llm.baseUrl, apiKey: LLM_KEY, model: 'fake-model' } } });
  mine = await creator(server.url);
  await createChannelWithCreator(server.app.db, { email: 'other@demo.test', password: 'Channel@O1', channelName: 'Other' });
  theirs = await creator(server.url, 'other@demo.test', 'Channel@O1');
});
afterAll(async () => {
  await server?.close();
  await llm?.close();
});

describe('dashboard and games', () => {
  it("counts the channel's games, plays and subscribers", async () => {
    const figures = await call<{ figures: Record<string, number> }>(mine, api.studioFigures);
    // One page of the largest size holds every game of the demo channel.
    const games = await mine.request<{ games: unknown[] }>('GET', `${api.channelGames.path}?limit=50`);
    expect(figures.status).toBe(200);
    expect(figures.body.figures.games).toBe(games.body.games.length);
    expect(figures.body.figures).toMatchObject({ plays: expect.any(Number), subscribers: expect.any(Number) });
    const other = await call<{ figures: Record<string, number> }>(theirs, api.studioFigures);
    expect(other.body.figures).toEqual({ games: 0, plays: 0, subscribers: 0 });
  });

  it("creates a DRAFT game with the form's defaults (spec 3)", async () => {
    const game = await newGame(mine);
    expect(game).toMatchObject({
      type: 'Kriss_kross_puzzle',
      mode: 'DAILY',
      visibility: 'PUBLIC',
      paid: false,
      local_circle: false,
      transit_game: false,
      supporting_lesson: false,
      score: 5,
      hashtag: '',
      question_source: 'Manually',
      status: 'DRAFT',
      question_count: 0,
      image: null,
    });
    const listed = await call<{ games: StudioGame[] }>(mine, api.channelGames);
    expect(listed.body.games.map((g) => g.game_id)).toContain(game.game_id);
  });

  it.each([
    [{ game_name: 'X' }, 'language', GAME_MESSAGES.languageRequired],
    [{ language: 'English' }, 'game_name', GAME_MESSAGES.gameNameRequired],
    [{ language: 'English', game_name: '   ' }, 'game_name', GAME_MESSAGES.gameNameRequired],
    [{ language: 'Klingon', game_name: 'X' }, 'language', GAME_MESSAGES.languageRequired],
    [{ language: 'English', game_name: 'X', score: 0 }, 'score', GAME_MESSAGES.scoreTooLow],
    [{ language: 'English', game_name: 'X', score: 51 }, 'score', GAME_MESSAGES.scoreTooHigh],
    [{ language: 'English', game_name: 'X', score: 2.5 }, 'score', GAME_MESSAGES.scoreInteger],
  ])('refuses the game form %j with "%s: %s"', async (body, field, message) => {
    const reply = await call(mine, api.createGame, undefined, body);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)[field]).toBe(message);
  });

  it('adds a language variant in the same group, one per language, and loads it with its variants', async () => {
    const game = await newGame(mine, { type: 'Mcq', game_name: 'Capitals' });
    const variant = await newGame(mine, { variant_of: game.game_id, language: 'German', game_name: 'Hauptstädte' });
    expect(variant.game_group_id).toBe(game.game_group_id);
    expect(variant.type).toBe('Mcq');
    const again = await call(mine, api.createGame, undefined, {
      variant_of: game.game_id,
      language: 'German',
      game_name: 'Noch einmal',
    });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(STUDIO_MESSAGES.variantExists);

    const loaded = await call<{ game: StudioGame; variants: StudioGame[] }>(mine, api.studioGame, { id: game.game_id });
    expect(loaded.body.game.game_name).toBe('Capitals');
    expect(loaded.body.variants.map((v) => v.language).sort()).toEqual(['English', 'German']);
  });

  it('edits a game with every field', async () => {
    const game = await newGame(mine);
    const reply = await call<{ game: StudioGame }>(mine, api.updateGame, { id: game.game_id }, {
      type: 'Kriss_kross_puzzle',
      mode: 'RAPID_THEN_DAILY',
      visibility: 'PRIVATE',
      language: 'Tamil',
      game_name: 'Renamed',
      paid: true,
      local_circle: true,
      transit_game: true,
      supporting_lesson: true,
      score: 50,
      hashtag: '  #words ',
      question_source: 'Chatgpt',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.game).toMatchObject({
      mode: 'RAPID_THEN_DAILY',
      visibility: 'PRIVATE',
      language: 'Tamil',
      game_name: 'Renamed',
      paid: true,
      local_circle: true,
      score: 50,
      hashtag: '#words',
      question_source: 'Chatgpt',
      status: 'DRAFT',
    });
  });

  it('lists and takes requests for languages that are not offered', async () => {
    expect((await call<{ requests: unknown[] }>(mine, api.languageRequests)).body.requests).toEqual([]);
    const made = await call<{ request: { language: string; status: string } }>(mine, api.requestLanguage, undefined, {
      language: 'French',
    });
    expect(made.status).toBe(200);
    expect(made.body.request).toMatchObject({ language: 'French', status: 'PENDING' });
    const twice = await call(mine, api.requestLanguage, undefined, { language: 'french' });
    expect([twice.status, messageOf(twice)]).toEqual([409, STUDIO_MESSAGES.languageRequested]);
    const offered = await call(mine, api.requestLanguage, undefined, { language: 'malayalam' });
    expect([offered.status, messageOf(offered)]).toEqual([409, STUDIO_MESSAGES.languageOffered]);
    const listed = await call<{ requests: { language: string }[] }>(mine, api.languageRequests);
    expect(listed.body.requests.map((r) => r.language)).toEqual(['French']);
    expect((await call<{ requests: unknown[] }>(theirs, api.languageRequests)).body.requests).toEqual([]);
  });
});

describe('questions', () => {
  const mcq = { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] };

  it.each([
    [{ ...mcq, question: '' }, 'question', QUESTION_MESSAGES.questionRequired],
    [{ ...mcq, question: '   ' }, 'question', QUESTION_MESSAGES.questionRequired],
    [{ ...mcq, question: 'x'.repeat(501) }, 'question', QUESTION_MESSAGES.questionTooLong],
    [{ ...mcq, answer: '' }, 'answer', QUESTION_MESSAGES.answerRequired],
    [{ ...mcq, answer_options: ['One', '', 'Two'] }, 'answer_options.1', QUESTION_MESSAGES.optionRequired],
    [{ ...mcq, answer_options: ['One', 'Two'] }, 'answer_options', QUESTION_MESSAGES.optionCount],
    [{ ...mcq, mediaFile: 'abc' }, 'mediaFile', MEDIA_MESSAGES.pairRequired],
    [{ ...mcq, mediaType: 'image' }, 'mediaFile', MEDIA_MESSAGES.pairRequired],
  ])('refuses the quiz question %j with "%s: %s"', async (body, field, message) => {
    const game = await newGame(mine, { type: 'Mcq' });
    const reply = await call(mine, api.addMcqQuestion, { id: game.game_id }, body);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)[field]).toBe(message);
  });

  const kk = { question: 'A red fruit', answer: 'APPLE', direction: 'Across' };
  it.each([
    [{ ...kk, question: '' }, 'question', QUESTION_MESSAGES.questionRequired],
    [{ ...kk, question: 'x'.repeat(501) }, 'question', QUESTION_MESSAGES.questionTooLong],
    [{ ...kk, answer: '' }, 'answer', QUESTION_MESSAGES.answerRequired],
    [{ ...kk, answer: 'R2D2' }, 'answer', QUESTION_MESSAGES.answerLettersOnly],
    [{ ...kk, answer: 'ice-cream' }, 'answer', QUESTION_MESSAGES.answerLettersOnly],
    [{ question: 'A red fruit', answer: 'APPLE' }, 'direction', QUESTION_MESSAGES.directionRequired],
    [{ ...kk, direction: 'Diagonal' }, 'direction', QUESTION_MESSAGES.directionRequired],
    [{ ...kk, mediaType: 'audio' }, 'mediaFile', MEDIA_MESSAGES.pairRequired],
  ])('refuses the kriss-kross question %j with "%s: %s"', async (body, field, message) => {
    const game = await newGame(mine);
    const reply = await call(mine, api.addKrissKrossQuestion, { id: game.game_id }, body);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)[field]).toBe(message);
  });

  it('adds, edits, reorders and deletes quiz questions', async () => {
    const game = await newGame(mine, { type: 'Mcq' });
    const id = { id: game.game_id };
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const added = await call<{ question: { question_id: string; position: number } }>(mine, api.addMcqQuestion, id, {
        ...mcq,
        question: `Question ${n}`,
      });
      expect(added.status).toBe(200);
      ids.push(added.body.question.question_id);
    }
    const [first, second, third] = ids as [string, string, string];
    const edited = await call<{ question: { answer_options: string[] } }>(
      mine,
      api.updateMcqQuestion,
      { id: game.game_id, questionId: second },
      { ...mcq, question: 'Edited', answer_options: ['A', 'B', 'C'] },
    );
    expect(edited.body.question.answer_options).toEqual(['A', 'B', 'C']);

    const order = await call(mine, api.reorderQuestions, id, { question_ids: [third, first, second] });
    expect(order.status).toBe(200);
    const partial = await call(mine, api.reorderQuestions, id, { question_ids: [third, first] });
    expect([partial.status, fieldsOf(partial).question_ids]).toEqual([400, STUDIO_MESSAGES.questionOrder]);

    const removed = await call<{ game: StudioGame }>(mine, api.deleteQuestion, { id: game.game_id, questionId: first });
    expect(removed.body.game.question_count).toBe(2);
    const listed = await call<{ questions: { question: string }[] }>(mine, api.studioMcqQuestions, id);
    expect(listed.body.questions.map((q) => q.question)).toEqual(['Question 3', 'Edited']);
    const gone = await call(mine, api.updateMcqQuestion, { id: game.game_id, questionId: first }, mcq);
    expect(gone.status).toBe(404);
  });

  it('adds kriss-kross questions, sets suggested directions and lays out the grid for the demo', async () => {
    const game = await newGame(mine);
    const id = { id: game.game_id };
    const ids: string[] = [];
    for (const [answer, direction] of [['APPLE', 'Across'], ['PEAR', 'Down'], ['LEMON', 'Across']] as const) {
      const added = await call<{ question: { question_id: string } }>(mine, api.addKrissKrossQuestion, id, {
        question: `Fruit ${answer}`,
        answer,
        direction,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      ids.push(added.body.question.question_id);
    }
    const mcqInKk = await call(mine, api.addMcqQuestion, id, mcq);
    expect([mcqInKk.status, messageOf(mcqInKk)]).toEqual([400, STUDIO_MESSAGES.wrongGameType]);

    const directions = await call(mine, api.setDirections, id, {
      directions: ids.map((question_id) => ({ question_id, direction: 'Down' })),
    });
    expect(directions.status).toBe(200);
    const listed = await call<{ questions: { direction: string }[] }>(mine, api.studioKrissKrossQuestions, id);
    expect(listed.body.questions.map((q) => q.direction)).toEqual(['Down', 'Down', 'Down']);

    const demo = await call<{ questions: unknown[]; grid: { cells: unknown[] } }>(
      mine,
      api.krissKrossPlayDemoQuestions,
      id,
    );
    expect(demo.status).toBe(200);
    expect(demo.body.questions).toHaveLength(3);
    expect(demo.body.grid.cells.length).toBeGreaterThan(0);
  });

  it('sends a verified game back to review when a question changes, and never lets a released game change', async () => {
    const db = server.app.db;
    const game = await newGame(mine, { type: 'Mcq' });
    await call(mine, api.addMcqQuestion, { id: game.game_id }, mcq);
    await db.updateTable('games').set({ status: 'VERIFIED' }).where('id', '=', game.game_id).execute();
    const edited = await call<{ game: StudioGame }>(mine, api.addMcqQuestion, { id: game.game_id }, mcq);
    expect(edited.body.game.status).toBe('PENDING_VERIFICATION');
    const requests = await db.selectFrom('verification_requests').selectAll().where('game_id', '=', game.game_id).execute();
    expect(requests.map((r) => r.status)).toEqual(['PENDING']);

    const channelId = (await db.selectFrom('games').select('channel_id').where('id', '=', game.game_id).executeTakeFirstOrThrow()).channel_id;
    const released = await createGame(db, channelId, { type: 'Mcq' });
    const question = await db.selectFrom('mcq_questions').select('id').where('game_id', '=', released).executeTakeFirstOrThrow();
    const locked = await call(mine, api.updateMcqQuestion, { id: released, questionId: question.id }, mcq);
    expect([locked.status, messageOf(locked)]).toEqual([409, STUDIO_MESSAGES.releasedLocked]);
    const added = await call(mine, api.addMcqQuestion, { id: released }, mcq);
    expect(added.status).toBe(409);
    const removed = await call(mine, api.deleteQuestion, { id: released, questionId: question.id });
    expect(removed.status).toBe(409);
    const renamed = await call(mine, api.updateGame, { id: released }, { language: 'English', game_name: 'New', type: 'Mcq' });
    expect([renamed.status, messageOf(renamed)]).toEqual([409, STUDIO_MESSAGES.releasedGameLocked]);
  });
});

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

describe('media uploads', () => {
  async function stored() {
    const files = await readdir(path.join(server.database.dataDir, 'media', 'files')).catch(() => []);
    const rows = await server.app.db.selectFrom('media').select('id').execute();
    return { files: files.length, rows: rows.length };
  }

  it('stores an image, typed by its bytes, and serves it with its type', async () => {
    const reply = await upload(mine, PNG, { name: 'clue.bin', type: 'application/octet-stream' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ mediaType: 'image', url: `/api/media/${reply.body.media_id}` });
    const served = await fetch(new URL(reply.body.url ?? '', server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('stores a sound when the form says audio', async () => {
    const reply = await upload(mine, wav(), { name: 'clue.wav', type: 'audio/wav', mediaType: 'audio' });
    expect([reply.status, reply.body.mediaType]).toEqual([200, 'audio']);
  });

  it('refuses a file over 10MB, text behind an image name, and a file of another kind than declared', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(mine, big, { name: 'big.png', type: 'image/png' });
    expect([tooLarge.status, tooLarge.body.error?.message]).toEqual([413, MEDIA_MESSAGES.tooLarge]);

    const fake = await upload(mine, Buffer.from('just some text, not a picture'), { name: 'photo.png', type: 'image/png' });
    expect([fake.status, fake.body.error?.message]).toEqual([400, MEDIA_MESSAGES.badFormat]);

    const mismatched = await upload(mine, PNG, { name: 'sound.mp3', type: 'audio/mpeg', mediaType: 'audio' });
    expect([mismatched.status, mismatched.body.error?.message]).toEqual([400, STUDIO_MESSAGES.mediaKindMismatch]);

    const missing = await mine.request('POST', '/api/media', 'x', { 'content-type': 'text/plain' });
    expect(missing.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('attaches media to a question only with its own kind', async () => {
    const picture = await upload(mine, PNG, { name: 'clue.png', type: 'image/png' });
    const game = await newGame(mine);
    const question = { question: 'What is shown?', answer: 'DOT', direction: 'Across', mediaFile: picture.body.media_id };
    const wrong = await call(mine, api.addKrissKrossQuestion, { id: game.game_id }, { ...question, mediaType: 'audio' });
    expect([wrong.status, fieldsOf(wrong).mediaType]).toEqual([400, STUDIO_MESSAGES.mediaKindMismatch]);
    const right = await call<{ question: { mediaUrl: string } }>(
      mine,
      api.addKrissKrossQuestion,
      { id: game.game_id },
      { ...question, mediaType: 'image' },
    );
    expect(right.body.question.mediaUrl).toBe(picture.body.url);
    const withImage = await call<{ game: StudioGame }>(mine, api.updateGame, { id: game.game_id }, {
      language: 'English',
      game_name: 'With a picture',
      image: picture.body.media_id,
    });
    expect(withImage.body.game.image).toBe(picture.body.url);
  });
});

describe('question drafts', () => {
  it("drafts questions in the game's language through the chat-completions endpoint, keeping only valid ones", async () => {
    const game = await newGame(mine, { language: 'German', game_name: 'Obst' });
    llm.reply = JSON.stringify({
      questions: [
        { question: 'Rote Frucht', answer: 'APFEL', direction: 'Across' },
        { question: 'Gelbe Frucht', answer: 'BANANE', direction: 'Down' },
        { question: 'Kaputt', answer: 'R2D2', direction: 'Across' },
      ],
    });
    const status = await call(mine, api.questionDraftsStatus);
    expect(status.body).toEqual({ configured: true, message: null });
    const reply = await call<{ drafts: unknown[]; rejected: number }>(mine, api.draftQuestions, { id: game.game_id }, {
      count: 3,
      topic: 'Obst',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      drafts: [
        { question: 'Rote Frucht', answer: 'APFEL', direction: 'Across' },
        { question: 'Gelbe Frucht', answer: 'BANANE', direction: 'Down' },
      ],
      rejected: 1,
    });
    const sent = llm.requests.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${LLM_KEY}`);
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.messages.map((m) => m.content).join(' ')).toContain('German');
    // Nothing is stored until the creator saves a draft.
    const listed = await call<{ questions: unknown[] }>(mine, api.studioKrissKrossQuestions, { id: game.game_id });
    expect(listed.body.questions).toEqual([]);
  });

  it('drafts quiz questions with three options', async () => {
    const game = await newGame(mine, { type: 'Mcq' });
    llm.reply = '```json\n{"questions":[{"question":"2+2?","answer":"4","answer_options":["3","5","6"]},'
      + '{"question":"Too few","answer":"a","answer_options":["b"]}]}\n```';
    const reply = await call<{ drafts: unknown[]; rejected: number }>(mine, api.draftQuestions, { id: game.game_id }, {
      count: 2,
    });
    expect(reply.body).toEqual({ drafts: [{ question: '2+2?', answer: '4', answer_options: ['3', '5', '6'] }], rejected: 1 });
  });

  it('says so when the model answers nothing usable, without the key', async () => {
    const game = await newGame(mine, { type: 'Mcq' });
    llm.reply = 'I cannot help with that.';
    const reply = await call(mine, api.draftQuestions, { id: game.game_id }, { count: 2 });
    expect([reply.status, messageOf(reply)]).toEqual([502, STUDIO_MESSAGES.draftsFailed]);
    expect(JSON.stringify(reply.body)).not.toContain(LLM_KEY);
  });

  it('explains what to set when no endpoint is configured', async () => {
    const bare = await startTestServer();
    try {
      const client = await creator(bare.url);
      const status = await call(client, api.questionDraftsStatus);
      expect(status.body).toEqual({ configured: false, message: STUDIO_MESSAGES.draftsNotConfigured });
      const game = await newGame(client);
      const reply = await call(client, api.draftQuestions, { id: game.game_id }, { count: 2 });
      expect([reply.status, messageOf(reply)]).toEqual([503, STUDIO_MESSAGES.draftsNotConfigured]);
    } finally {
      await bare.close();
    }
  });
});
