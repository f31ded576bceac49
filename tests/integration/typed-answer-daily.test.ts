import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { ApiError } from '@plw/protocol/errors';
import type { GameWithState } from '@plw/protocol/rest/today';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import type { Language } from '@plw/shared/constants';
import { TYPED_ANSWER_MESSAGES } from '@plw/shared/question-types/typed-answer/answer';
import { ANSWERS_CLOSED_MESSAGES } from '@plw/shared/rules/answer-access';
import { TEXT_MAX } from '@plw/shared/text-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A "type the answer" game played daily over real HTTP: one typed answer at a time, judged by the game's language
// (case, spaces and punctuation never count; English accents optional; Arabic harakat and hamza forms; Malayalam
// chillus however typed), an empty answer refused and never stored, the right answer only after the player's own
// is locked, then the answers page, the leaderboard and today's slot.

interface Question {
  question_id: string;
  question: string;
}
interface Play {
  questions: Question[];
  answers: { questionId: string; correct: boolean; points: number }[];
  score: number;
  finished: boolean;
}
interface Locked {
  questionId: string;
  correct: boolean;
  points: number;
  score: number;
  finished: boolean;
  rank: number | null;
  rightAnswer: string | null;
}
interface Report {
  questions: { question_id: string; question: string; answer: string; my_answer: string | null; correct: boolean }[];
  score: number;
  rank: number | null;
}

let server: TestServer;
let channelId: string;

// No demo content: every daily game here is this test's, so today's slot is its own game.
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'typed@demo.test',
    password: 'Channel@T1',
    channelName: 'Typed Desk',
  }));
});
afterAll(() => server?.close());

type NewQuestion = { question: string; answer: string; alternatives: string[] };

/** A released DAILY "type the answer" game in `language`, published an hour ago. */
async function dailyGame(language: Language, name: string, questions: NewQuestion[]) {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Typed_answer',
      mode: 'DAILY',
      language,
      game_name: name,
      publishing_time: new Date(now.getTime() - 3_600_000).toISOString(),
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertTypedAnswerQuestions(server.app.db, gameId, questions, now);
  return gameId;
}

const path = (endpoint: { path: string }, id: string) => fillPath(endpoint.path, { id });

async function questionsOf(player: TestClient, gameId: string) {
  const reply = await player.request<Play>('GET', path(api.typedAnswerQuestions, gameId));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Types `typed` for the question asked as `question`. */
async function type(player: TestClient, gameId: string, play: Play, question: string, typed: string) {
  const asked = play.questions.find((q) => q.question === question);
  if (!asked) throw new Error(`no question ${question}`);
  return player.request<Locked & ApiError>('POST', path(api.typedAnswerAnswer, gameId), {
    question_id: asked.question_id,
    answer: typed,
  });
}

async function storedAnswers(gameId: string) {
  return server.app.db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select(['answers.answer', 'answers.correct'])
    .where('plays.game_id', '=', gameId)
    .execute();
}

describe('a daily "type the answer" game in English', () => {
  const QUESTIONS = [
    { question: 'A frozen dessert?', answer: 'Ice cream', alternatives: [] },
    { question: 'A small coffee house?', answer: 'Café', alternatives: [] },
    { question: 'Colour of a clear sky?', answer: 'Blue', alternatives: ['Azure', 'Sky blue'] },
    { question: 'Largest planet?', answer: 'Jupiter', alternatives: [] },
  ];
  let gameId: string;
  let player: TestClient;
  let play: Play;

  beforeAll(async () => {
    gameId = await dailyGame('English', 'Typed English', QUESTIONS);
    player = await guest(server.url);
  });

  it('sends the questions alone: no answer, no accepted spelling, and no answers page yet', async () => {
    play = await questionsOf(player, gameId);
    expect(play.questions.map((q) => q.question)).toEqual(QUESTIONS.map((q) => q.question));
    expect(play).toMatchObject({ answers: [], score: 0, finished: false });
    const text = JSON.stringify(play);
    for (const { answer, alternatives } of QUESTIONS) {
      for (const secret of [answer, ...alternatives]) expect(text).not.toContain(secret);
    }
    const report = await player.request<ApiError>('GET', path(api.typedAnswerReport, gameId));
    expect(report.status).toBe(409);
    expect(report.body.error.message).toBe(ANSWERS_CLOSED_MESSAGES['play-unfinished']);
  });

  it('refuses an empty answer with "Type an answer", storing nothing and leaving the question open', async () => {
    for (const typed of ['', '   ', ' - ,. ']) {
      const refused = await type(player, gameId, play, 'A frozen dessert?', typed);
      expect(refused.status, typed).toBe(400);
      expect(refused.body.error.message).toBe(TYPED_ANSWER_MESSAGES.empty);
      expect(JSON.stringify(refused.body)).not.toContain('Ice cream');
    }
    expect(await storedAnswers(gameId)).toEqual([]);
    expect((await questionsOf(player, gameId)).answers).toEqual([]);
  });

  it('refuses an answer longer than any answer may be, storing nothing', async () => {
    const refused = await type(player, gameId, play, 'A frozen dessert?', 'a'.repeat(TEXT_MAX.answer + 1));
    expect(refused.status).toBe(400);
    expect(await storedAnswers(gameId)).toEqual([]);
  });

  it('refuses a question of another game', async () => {
    const refused = await player.request<ApiError>('POST', path(api.typedAnswerAnswer, gameId), {
      question_id: 'no-such-question',
      answer: 'Ice cream',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('No such question in this game');
  });

  it('accepts another case, spacing and punctuation, and sends the right answer once this one is locked', async () => {
    const locked = await type(player, gameId, play, 'A frozen dessert?', '  ICE-CREAM  ');
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body).toMatchObject({ correct: true, finished: false, rank: null, rightAnswer: 'Ice cream' });
    expect(locked.body.points).toBeGreaterThan(0);

    const again = await type(player, gameId, play, 'A frozen dessert?', 'Ice cream');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This question is already answered');
  });

  it('accepts an English word without its accent, and an alternative the creator set', async () => {
    expect((await type(player, gameId, play, 'A small coffee house?', 'cafe')).body).toMatchObject({ correct: true });
    const alternative = await type(player, gameId, play, 'Colour of a clear sky?', 'skyblue');
    expect(alternative.body).toMatchObject({ correct: true, rightAnswer: 'Blue' });
  });

  it('scores a wrong word wrong, finishes the play with the last answer and ranks it', async () => {
    const last = await type(player, gameId, play, 'Largest planet?', 'Saturn');
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ correct: false, points: 0, finished: true, rank: 1, rightAnswer: 'Jupiter' });
    const finished = await player.request<ApiError>('POST', path(api.typedAnswerAnswer, gameId), {
      question_id: play.questions[0]?.question_id,
      answer: 'x',
    });
    expect(finished.status).toBe(409);
  });

  it('shows the answers page with what the player typed, as typed, and their place on the leaderboard', async () => {
    const report = await player.request<Report>('GET', path(api.typedAnswerReport, gameId));
    expect(report.status).toBe(200);
    expect(report.body.questions.map(({ answer, my_answer, correct }) => ({ answer, my_answer, correct }))).toEqual([
      { answer: 'Ice cream', my_answer: 'ICE-CREAM', correct: true },
      { answer: 'Café', my_answer: 'cafe', correct: true },
      { answer: 'Blue', my_answer: 'skyblue', correct: true },
      { answer: 'Jupiter', my_answer: 'Saturn', correct: false },
    ]);
    expect(report.body.rank).toBe(1);
    expect(report.body.score).toBeGreaterThan(0);

    type Board = { leaderboard: { score: number }[]; me: { rank: number; score: number } | null };
    const board = await player.request<Board>('GET', `${path(api.typedAnswerLeaderboard, gameId)}?type=DAILY`);
    expect(board.status).toBe(200);
    expect(board.body.leaderboard).toHaveLength(1);
    expect(board.body.me).toMatchObject({ rank: 1, score: report.body.score });
  });

  it("is today's English \"type the answer\" game, finished for this player", async () => {
    type Today = { typedAnswer: GameWithState | null };
    const today = await player.request<Today>('GET', `${api.today.path}?language=English`);
    expect(today.status).toBe(200);
    expect(today.body.typedAnswer?.game.game_id).toBe(gameId);
    expect(today.body.typedAnswer?.state).toMatchObject({ status: 'FINISHED', right: 3, questions: 4 });
    // Finished, it is not offered again as the next game to play.
    const next = await player.request<{ next: GameWithState | null }>('GET', `${api.nextGame.path}?language=English`);
    expect(next.body.next).toBeNull();
  });

  it('is offered as the next game to a player who has not finished it', async () => {
    const newcomer = await guest(server.url);
    const next = await newcomer.request<{ next: GameWithState | null }>('GET', `${api.nextGame.path}?language=English`);
    expect(next.body.next?.game.game_id).toBe(gameId);
    expect(next.body.next?.state.status).toBe('NEW');
  });
});

describe('daily "type the answer" games in Arabic and Malayalam', () => {
  it('ignores Arabic harakat and reads أ as ا, while ة and ه stay different letters', async () => {
    const gameId = await dailyGame('Arabic', 'Typed Arabic', [
      { question: 'ما الذي نقرؤه؟', answer: 'كِتَابٌ', alternatives: [] },
      { question: 'ملك الغابة؟', answer: 'أسد', alternatives: [] },
      { question: 'أين يتعلم الأطفال؟', answer: 'مدرسة', alternatives: [] },
    ]);
    const player = await guest(server.url);
    const play = await questionsOf(player, gameId);
    expect(JSON.stringify(play)).not.toContain('أسد');
    expect((await type(player, gameId, play, 'ما الذي نقرؤه؟', 'كتاب')).body).toMatchObject({ correct: true });
    expect((await type(player, gameId, play, 'ملك الغابة؟', 'اسد')).body).toMatchObject({ correct: true });
    const last = await type(player, gameId, play, 'أين يتعلم الأطفال؟', 'مدرسه');
    expect(last.body).toMatchObject({ correct: false, finished: true, rightAnswer: 'مدرسة' });
  });

  it('takes a Malayalam chillu typed with ZWJ as the atomic chillu, and a missing sign as wrong', async () => {
    const gameId = await dailyGame('Malayalam', 'Typed Malayalam', [
      { question: 'അവൾ അല്ല, ...?', answer: 'അവൻ', alternatives: [] },
      { question: 'അവൻ എന്നതിന്റെ ബഹുവചനം?', answer: 'അവർ', alternatives: [] },
    ]);
    const player = await guest(server.url);
    const play = await questionsOf(player, gameId);
    const chillu = await type(player, gameId, play, 'അവൾ അല്ല, ...?', 'അവന്\u200D');
    expect(chillu.body).toMatchObject({ correct: true, rightAnswer: 'അവൻ' });
    const missing = await type(player, gameId, play, 'അവൻ എന്നതിന്റെ ബഹുവചനം?', 'അവ');
    expect(missing.body).toMatchObject({ correct: false, finished: true });
  });
});
