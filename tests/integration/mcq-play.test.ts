import { api } from '@plw/protocol/api';
import { MCQ_MESSAGES } from '@plw/server/question-types/mcq/routes';
import { ANSWERS_CLOSED_MESSAGES } from '@plw/shared/rules/answer-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, guest } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Daily multiple-choice play over REST: questions without answers, one locked answer per question, the
// play finishing with the last answer, the answers page only after it, and the leaderboard.

interface Play {
  questions: { question_id: string; question: string; choices: string[] }[];
  shuffleSeed: number;
  answers: unknown[];
  finished: boolean;
}

let server: TestServer;
let gameId: string;
const RIGHT: Record<string, string> = {
  'What is the capital of India?': 'New Delhi',
  'What is the capital of Germany?': 'Berlin',
  'What is the capital of Egypt?': 'Cairo',
};

beforeAll(async () => {
  server = await startTestServer();
  const owner = await creator(server.url);
  const games = await owner.request<{ games: { game_id: string; game_name: string }[] }>('GET', api.channelGames.path);
  const mcq = games.body.games.find((g) => g.game_name === 'Capitals of the World');
  if (!mcq) throw new Error('the demo multiple-choice game is missing');
  gameId = mcq.game_id;
});
afterAll(() => server?.close());

const path = (template: string) => template.replace(':id', gameId);

describe('daily multiple-choice play', () => {
  it('plays a game from questions to report and leaderboard, never showing an answer early', async () => {
    const player = await guest(server.url);
    const early = await player.request('GET', path(api.mcqReport.path));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { message: ANSWERS_CLOSED_MESSAGES['play-unfinished'] } });

    const play = await player.request<Play>('GET', path(api.mcqQuestions.path));
    expect(play.status).toBe(200);
    expect(play.body.questions).toHaveLength(3);
    expect(play.body.finished).toBe(false);
    for (const q of play.body.questions) {
      expect(q.choices).toHaveLength(4);
      expect([...q.choices].sort((a, b) => a.localeCompare(b))).toEqual(q.choices);
    }
    expect(JSON.stringify(play.body)).not.toMatch(/"answer"/);

    const [first, second, third] = play.body.questions;
    if (!first || !second || !third) throw new Error('missing questions');
    const right = await player.request('POST', path(api.mcqAnswer.path), {
      question_id: first.question_id,
      answer: RIGHT[first.question],
    });
    expect(right.body).toMatchObject({ correct: true, points: 5, score: 5, finished: false, rank: null });
    const twice = await player.request('POST', path(api.mcqAnswer.path), {
      question_id: first.question_id,
      answer: first.choices.find((c) => c !== RIGHT[first.question]),
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { message: MCQ_MESSAGES.alreadyAnswered } });
    const unknown = await player.request('POST', path(api.mcqAnswer.path), { question_id: 'nope', answer: 'x' });
    expect(unknown.status).toBe(400);

    const wrong = await player.request('POST', path(api.mcqAnswer.path), {
      question_id: second.question_id,
      answer: second.choices.find((c) => c !== RIGHT[second.question]),
    });
    expect(wrong.body).toMatchObject({ correct: false, points: 0, score: 5 });
    const last = await player.request('POST', path(api.mcqAnswer.path), {
      question_id: third.question_id,
      answer: RIGHT[third.question],
    });
    expect(last.body).toMatchObject({ correct: true, score: 10, finished: true, rank: 1 });

    const report = await player.request<{ questions: { answer: string; my_answer: string | null }[]; score: number }>(
      'GET',
      path(api.mcqReport.path),
    );
    expect(report.status).toBe(200);
    expect(report.body.score).toBe(10);
    expect(report.body.questions.map((q) => q.answer)).toEqual(Object.values(RIGHT));

    const board = await player.request<{ leaderboard: { score: number }[]; me: { rank: number } }>(
      'GET',
      path(api.mcqLeaderboard.path),
    );
    expect(board.body.leaderboard[0]?.score).toBe(10);
    expect(board.body.me.rank).toBe(1);

    const resumed = await player.request<Play>('GET', path(api.mcqQuestions.path));
    expect(resumed.body.finished).toBe(true);
    expect(resumed.body.answers).toHaveLength(3);
  });
});
