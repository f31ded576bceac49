import { api } from '@plw/protocol/api';
import type { StudioTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/studio-api';
import type { VerifyTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/review-api';
import type { GamePage } from '@plw/protocol/rest/discover';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import { TYPED_ANSWER_MESSAGES } from '@plw/shared/question-types/typed-answer/answer';
import { TEXT_MAX } from '@plw/shared/text-limits';
import { describe, expect, it } from 'vitest';
import { demoAdmin, guest } from '../support/http.ts';
import { call, fieldsOf, llm, messageOf, mine, newGame, server, theirs, useStudioServer } from './studio-setup.ts';

// A "type the answer" game made in the studio over real HTTP: questions with other accepted spellings added and
// edited by their creator alone (the quiz's rules: a verified game goes back to review, a released one's cannot
// change), the form's errors in the spec's words, drafts from the language model, then an admin's review and its
// release to players, and the generic studio calls (delete, reorder, variants, figures) on its questions.

useStudioServer();

type Added = { game: StudioGame; question: StudioTypedAnswerQuestion };
type Listed = { game: StudioGame; questions: StudioTypedAnswerQuestion[] };

const SKY = { question: 'Colour of a clear sky?', answer: 'Blue', alternatives: [' Azure ', 'Sky blue'] };
const PLANET = { question: 'Largest planet?', answer: 'Jupiter', alternatives: [] };
const SEA = { question: 'Saltiest big lake?', answer: 'Dead Sea', alternatives: [] };

async function typedGame(name: string) {
  const game = await newGame(mine, { type: 'Typed_answer', game_name: name });
  expect(game).toMatchObject({ type: 'Typed_answer', status: 'DRAFT', question_count: 0, round_style: 'IN_STEP' });
  return game.game_id;
}

async function add(id: string, question: unknown) {
  return call<Added>(mine, api.addTypedAnswerQuestion, { id }, question);
}

describe('a creator writing "type the answer" questions', () => {
  it('adds and lists questions with their other accepted spellings, trimmed', async () => {
    const id = await typedGame('Typed sky');
    const added = await add(id, SKY);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.question).toMatchObject({ question: SKY.question, answer: 'Blue', alternatives: ['Azure', 'Sky blue'] });
    expect(added.body.game.question_count).toBe(1);
    expect((await add(id, PLANET)).body.question.alternatives).toEqual([]);

    const listed = await call<Listed>(mine, api.studioTypedAnswerQuestions, { id });
    expect(listed.body.questions.map((q) => [q.answer, q.alternatives])).toEqual([
      ['Blue', ['Azure', 'Sky blue']],
      ['Jupiter', []],
    ]);
  });

  it('edits a question, its accepted spellings with it', async () => {
    const id = await typedGame('Typed edit');
    const { question } = (await add(id, SKY)).body;
    const edit = { ...SKY, answer: 'Sky blue', alternatives: ['Blue', 'Azure', 'Cerulean'] };
    const params = { id, questionId: question.question_id };
    const edited = await call<Added>(mine, api.updateTypedAnswerQuestion, params, edit);
    expect(edited.status).toBe(200);
    expect(edited.body.question).toMatchObject({ answer: 'Sky blue', alternatives: ['Blue', 'Azure', 'Cerulean'] });
    const all = await call<{ questions: { alternatives: string[] }[] }>(mine, api.typedAnswerQuestionsAll, { id });
    expect(all.body.questions[0]?.alternatives).toEqual(['Blue', 'Azure', 'Cerulean']);
  });

  it('refuses what a player could not type, and more than five other spellings, in the spec\'s words', async () => {
    const id = await typedGame('Typed errors');
    const cases: [unknown, string, string][] = [
      [{ ...SKY, answer: '?!-' }, 'answer', TYPED_ANSWER_MESSAGES.answerNoLetters],
      [{ ...SKY, alternatives: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'alternatives', TYPED_ANSWER_MESSAGES.alternativesTooMany],
      [{ ...SKY, alternatives: ['...'] }, 'alternatives.0', TYPED_ANSWER_MESSAGES.alternativeNoLetters],
      [{ ...SKY, alternatives: ['  '] }, 'alternatives.0', TYPED_ANSWER_MESSAGES.alternativeRequired],
      [{ ...SKY, alternatives: ['a'.repeat(TEXT_MAX.answer + 1)] }, 'alternatives.0', TYPED_ANSWER_MESSAGES.alternativeTooLong],
    ];
    for (const [body, field, message] of cases) {
      const refused = await add(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused)[field], JSON.stringify(refused.body)).toBe(message);
    }
    expect((await call<Listed>(mine, api.studioTypedAnswerQuestions, { id })).body.questions).toEqual([]);
  });

  it("keeps another channel's creator out of the game's questions, and players out of its answers", async () => {
    const id = await typedGame('Typed ownership');
    const { question } = (await add(id, SKY)).body;
    expect((await call(theirs, api.studioTypedAnswerQuestions, { id })).status).toBe(403);
    expect((await call(theirs, api.addTypedAnswerQuestion, { id }, PLANET)).status).toBe(403);
    const questionId = question.question_id;
    expect((await call(theirs, api.updateTypedAnswerQuestion, { id, questionId }, PLANET)).status).toBe(403);
    expect((await call(theirs, api.typedAnswerQuestionsAll, { id })).status).toBe(403);
    const player = await guest(server.url);
    expect((await call(player, api.typedAnswerQuestionsAll, { id })).status).toBe(403);
    expect((await call(player, api.typedAnswerDetails, { id })).status).toBe(404);
    const listed = await call<Listed>(mine, api.studioTypedAnswerQuestions, { id });
    expect(listed.body.questions.map((q) => q.answer)).toEqual(['Blue']);
  });

  it('deletes and reorders its questions, and counts them in the figures', async () => {
    const id = await typedGame('Typed order');
    const ids: string[] = [];
    for (const q of [SKY, PLANET, SEA]) ids.push((await add(id, q)).body.question.question_id);
    const order = { question_ids: [...ids].reverse() };
    const reordered = await call<{ game: StudioGame }>(mine, api.reorderQuestions, { id }, order);
    expect(reordered.status).toBe(200);
    const deleted = await call<{ game: StudioGame }>(mine, api.deleteQuestion, { id, questionId: ids[1] ?? '' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.game.question_count).toBe(2);
    const listed = await call<Listed>(mine, api.studioTypedAnswerQuestions, { id });
    expect(listed.body.questions.map((q) => q.answer)).toEqual(['Dead Sea', 'Blue']);
    const figures = await call<{ figures: { games: number } }>(mine, api.studioFigures);
    expect(figures.status).toBe(200);
    expect(figures.body.figures.games).toBeGreaterThan(0);
  });

  it('makes a language variant of the same type', async () => {
    const id = await typedGame('Typed variant');
    const variant = await call<{ game: StudioGame }>(mine, api.createGame, undefined, {
      language: 'Arabic',
      game_name: 'الإجابة',
      variant_of: id,
    });
    expect(variant.status, JSON.stringify(variant.body)).toBe(200);
    expect(variant.body.game).toMatchObject({ type: 'Typed_answer', language: 'Arabic' });
    const arabic = await add(variant.body.game.game_id, { question: 'ملك الغابة؟', answer: 'أسد', alternatives: ['الأسد'] });
    expect(arabic.body.question.alternatives).toEqual(['الأسد']);
  });

  it('drafts questions with a language model, keeping those a player could type', async () => {
    const id = await typedGame('Typed drafts');
    llm.reply = JSON.stringify({
      questions: [
        { question: 'Capital of France?', answer: 'Paris', alternatives: [] },
        { question: 'Colour of grass?', answer: 'Green', alternatives: ['Verdant'] },
        { question: 'Nothing to type', answer: '???' },
      ],
    });
    const reply = await call<{ drafts: unknown[]; rejected: number }>(mine, api.draftQuestions, { id }, { count: 3 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      drafts: [
        { question: 'Capital of France?', answer: 'Paris', alternatives: [] },
        { question: 'Colour of grass?', answer: 'Green', alternatives: ['Verdant'] },
      ],
      rejected: 1,
    });
    expect(llm.requests.at(-1)?.body.messages.map((m) => m.content).join(' ')).toContain('alternatives');
  });
});

describe('review and release of a "type the answer" game', () => {
  it('is reviewed with its accepted spellings, goes back to review when edited, and is released to players', async () => {
    const id = await typedGame('Typed review');
    const sky = (await add(id, SKY)).body.question;
    await add(id, PLANET);
    expect((await call(mine, api.submitGame, { id })).status).toBe(200);

    const admin = await demoAdmin(server.url);
    type Shown = { game_version: string; questions: VerifyTypedAnswerQuestion[] };
    const approve = async () => {
      const shown = await call<Shown>(admin, api.typedAnswerVerifyQuestions, { id });
      expect(shown.status).toBe(200);
      const verdicts = shown.body.questions.map((q) => ({ question_id: q.question_id, version: q.version, verdict: 'APPROVED' }));
      const reviewed = await call<{ game: { status: string } }>(admin, api.reviewGame, { id }, {
        game_version: shown.body.game_version,
        verdicts,
      });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      return { shown: shown.body, status: reviewed.body.game.status };
    };
    const first = await approve();
    expect(first.status).toBe('VERIFIED');
    expect(first.shown.questions.map((q) => q.alternatives)).toEqual([['Azure', 'Sky blue'], []]);
    expect(first.shown.questions.every((q) => q.verdict === null)).toBe(true);

    // Another accepted spelling changes what players are judged by: the game goes back to review by itself.
    const edit = { ...SKY, alternatives: ['Azure'] };
    const edited = await call<Added>(mine, api.updateTypedAnswerQuestion, { id, questionId: sky.question_id }, edit);
    expect(edited.body.game.status).toBe('PENDING_VERIFICATION');
    const second = await approve();
    expect(second.status).toBe('VERIFIED');
    const skyVersions = [first, second].map(({ shown }) => shown.questions[0]?.version);
    expect(skyVersions[0]).not.toBe(skyVersions[1]);

    const released = await call(mine, api.releaseGames, undefined, {
      game_ids: [id],
      mode: 'DAILY',
      publishing_time: new Date(server.clock.now() - 60_000).toISOString(),
      game_duration: null,
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const frozen = await call(mine, api.updateTypedAnswerQuestion, { id, questionId: sky.question_id }, SKY);
    expect(frozen.status).toBe(409);
    expect(messageOf(frozen)).toBeTruthy();

    const player = await guest(server.url);
    expect((await call(player, api.typedAnswerDetails, { id })).status).toBe(200);
    const daily = await call<GamePage>(player, api.dailyPuzzles);
    expect(daily.body.games.map((g) => g.game_id)).toContain(id);
    const me = (await mine.autoSignIn()).body.user;
    if (me.role !== 'CREATOR') throw new Error('expected the creator');
    const listed = await player.request<GamePage>('GET', `/api/channel/${me.creator.channel_id}/games?mode=DAILY`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.games.map((g) => g.game_id)).toContain(id);
  });
});
