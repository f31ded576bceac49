import { STUDIO_MESSAGES, type StudioGame } from '@plw/protocol/rest/studio-parts';
import { api } from '@plw/protocol/api';
import { GAME_MESSAGES } from '@plw/shared/schemas/game';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { describe, expect, it } from 'vitest';
import { createGame } from '../support/fixtures.ts';
import { call, fieldsOf, messageOf, mine, newGame, server, theirs, useStudioServer } from './studio-setup.ts';

// The creator studio over real HTTP: games and their language variants with the spec's defaults and messages,
// questions of both types with edit, delete and reorder, the status policy, playlists, gifts, settings, media
// uploads judged by their bytes, drafted questions from a fake chat-completions endpoint, and ownership.

useStudioServer();

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
