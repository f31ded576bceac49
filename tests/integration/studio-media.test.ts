import { STUDIO_MESSAGES, type StudioGame } from '@plw/protocol/rest/studio-parts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { describe, expect, it } from 'vitest';
import { creator } from '../support/http.ts';
import { PNG, upload, wav } from '../support/studio-kit.ts';
import { startTestServer } from '../support/test-server.ts';
import { call, fieldsOf, llm, LLM_KEY, messageOf, mine, newGame, server, useStudioServer } from './studio-setup.ts';

// The creator studio over real HTTP: games and their language variants with the spec's defaults and messages,
// questions of both types with edit, delete and reorder, the status policy, playlists, gifts, settings, media
// uploads judged by their bytes, drafted questions from a fake chat-completions endpoint, and ownership.

useStudioServer();

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
