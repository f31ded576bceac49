import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { ApiError } from '@plw/protocol/errors';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { ANSWERS_CLOSED_MESSAGES } from '@plw/shared/rules/answer-access';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreator, guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A daily quiz's wrong answer is no dead end: once the player's own answer is locked, its ack carries that
// question's right answer (shared/rules/answer-access.ts, dailyRightAnswer), and only that one. While a live round
// of the game runs (here a hosted one, from its lobby to its end) the answer is refused and nothing is told.

const QUIZ = [
  { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
  { question: 'Largest ocean?', answer: 'Pacific', answer_options: ['Atlantic', 'Indian', 'Arctic'] },
];
const RIGHT = new Map(QUIZ.map((q) => [q.question, q.answer]));

interface Play {
  questions: { question_id: string; question: string; choices: string[] }[];
}
interface Ack {
  correct: boolean;
  rightAnswer: string | null;
  finished: boolean;
}

let server: TestServer;
let host: TestClient;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ host, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

/** A released DAILY quiz of the demo creator's channel, open since `agoMs` (a minute by default). */
async function dailyQuiz(name: string, agoMs = 60_000) {
  const now = server.clock.now();
  const at = new Date(now);
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode: 'DAILY',
      language: 'English',
      game_name: name,
      publishing_time: new Date(now - agoMs).toISOString(),
      game_duration: null,
      status: 'RELEASED',
      released_at: at.toISOString(),
    },
    at,
  );
  await insertMcqQuestions(server.app.db, gameId, QUIZ, at);
  return gameId;
}

const questionsOf = async (player: TestClient, gameId: string) => {
  const play = await player.request<Play>('GET', pathOf(api.mcqQuestions, { id: gameId }));
  expect(play.status).toBe(200);
  return play.body.questions;
};
const wrongChoice = (q: Play['questions'][number]) => q.choices.find((c) => c !== RIGHT.get(q.question)) ?? '';
const answer = (player: TestClient, gameId: string, questionId: string, text: string) =>
  player.request<Ack>('POST', pathOf(api.mcqAnswer, { id: gameId }), { question_id: questionId, answer: text });

describe("a daily quiz's right answer", () => {
  it('comes with a locked wrong answer, for that question alone, and never before the answer is locked', async () => {
    const gameId = await dailyQuiz('Right answer after the lock');
    const player = await guest(server.url);
    const questions = await questionsOf(player, gameId);
    expect(JSON.stringify(questions)).not.toMatch(/"answer"/);

    const [first, second, third] = questions;
    if (!first || !second || !third) throw new Error('missing questions');
    const wrong = await answer(player, gameId, first.question_id, wrongChoice(first));
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ correct: false, rightAnswer: RIGHT.get(first.question) });
    // Nothing of the questions not yet answered.
    for (const other of [second, third]) expect(JSON.stringify(wrong.body)).not.toContain(RIGHT.get(other.question));

    const right = await answer(player, gameId, second.question_id, RIGHT.get(second.question) ?? '');
    expect(right.body).toMatchObject({ correct: true, rightAnswer: RIGHT.get(second.question) });
    expect(JSON.stringify(right.body)).not.toContain(RIGHT.get(third.question));

    // A question answered already is refused, and the refusal tells nothing.
    const again = await answer(player, gameId, first.question_id, RIGHT.get(first.question) ?? '');
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(RIGHT.get(first.question));

    const last = await answer(player, gameId, third.question_id, wrongChoice(third));
    expect(last.body).toMatchObject({ correct: false, finished: true, rightAnswer: RIGHT.get(third.question) });
  });

  it('is refused with the daily play while a hosted round of the game is live, and told after it ends', async () => {
    const gameId = await dailyQuiz('Right answer and a live round');
    const player = await guest(server.url);
    const questions = await questionsOf(player, gameId);
    const [first] = questions;
    if (!first) throw new Error('missing questions');

    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    expect(hosted.status).toBe(200);
    const roundId = hosted.body.round_id;
    const refusals = async () => {
      const refused = await answer(player, gameId, first.question_id, wrongChoice(first));
      expect(refused.status).toBe(409);
      expect((refused.body as unknown as ApiError).error.message).toBe(ANSWERS_CLOSED_MESSAGES['daily-paused']);
      expect(JSON.stringify(refused.body)).not.toContain(RIGHT.get(first.question));
    };
    // In the lobby, then running.
    await refusals();
    expect((await host.request('POST', pathOf(api.startRound, { id: roundId }))).status).toBe(200);
    await refusals();

    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    await server.clock.advance(HOSTED_RULES.countdownMs + 1_000);
    const told = await answer(player, gameId, first.question_id, wrongChoice(first));
    expect(told.status).toBe(200);
    expect(told.body).toMatchObject({ correct: false, rightAnswer: RIGHT.get(first.question) });
  });
});

describe("a finished daily quiz's state on today's card", () => {
  it('is solved only with every answer right; a partial play carries how many were right', async () => {
    // Published this moment: the newest English daily quiz, so today's.
    const gameId = await dailyQuiz('Honest label', 0);
    const state = async (player: TestClient) => {
      const today = await player.request<{ quiz: { game: { game_id: string }; state: unknown } | null }>(
        'GET',
        `${api.today.path}?language=English`,
      );
      expect(today.body.quiz?.game.game_id).toBe(gameId);
      return today.body.quiz?.state;
    };
    const play = async (wrong: number) => {
      const player = await guest(server.url);
      for (const [index, q] of (await questionsOf(player, gameId)).entries()) {
        const text = index < wrong ? wrongChoice(q) : RIGHT.get(q.question) ?? '';
        expect((await answer(player, gameId, q.question_id, text)).status).toBe(200);
      }
      return player;
    };
    expect(await state(await play(0))).toMatchObject({ status: 'FINISHED', right: 3, questions: 3, solved: true });
    expect(await state(await play(1))).toMatchObject({ status: 'FINISHED', right: 2, questions: 3, solved: false });
    expect(await state(await play(3))).toMatchObject({ status: 'FINISHED', right: 0, questions: 3, solved: false });
  });
});
