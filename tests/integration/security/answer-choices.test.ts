import { api } from '@plw/protocol/api';
import type { ApiError } from '@plw/protocol/errors';
import type { AnswerLocked, RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { MCQ_ANSWER_MESSAGES } from '@plw/shared/question-types/mcq/answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, guest } from '../../support/http.ts';
import { connectRound, type RoundClient } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A multiple-choice answer is one of the question's four choices. Text that is none of them (made up, a
// choice in other letter case, two choices at once) is refused with a clear message over REST and in the
// live round, nothing is stored for it, and the player can still answer that question with a real choice.

const QUESTION = { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] };
const NOT_CHOICES = ['x', 'new delhi', 'Mumbai, New Delhi', 'New Delhi and Mumbai'];

let server: TestServer;
let channelId: string;
const rounds: RoundClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const me = (await (await creator(server.url)).autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelId = me.creator.channel_id;
});
afterAll(async () => {
  for (const round of rounds) round.close();
  await server?.close();
});

async function quiz(mode: 'DAILY' | 'RAPID', startsAt: Date): Promise<string> {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode,
      language: 'English',
      game_name: `Choices ${mode} ${now.getTime()}`,
      round_style: 'FREE',
      score: 10,
      publishing_time: startsAt.toISOString(),
      game_duration: 30,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, [QUESTION], now);
  return gameId;
}

/** Every answer stored for the game, whoever played it. */
const storedAnswers = (gameId: string) =>
  server.app.db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select(['answers.answer', 'plays.score', 'plays.finished_at'])
    .where('plays.game_id', '=', gameId)
    .execute();

describe('a multiple-choice answer must be one of the choices', () => {
  it('refuses a daily answer that is none of the four choices with 400, storing nothing, then takes a real one', async () => {
    const gameId = await quiz('DAILY', new Date(server.clock.now() - 60_000));
    const player = await guest(server.url);
    const play = await player.request<{ questions: { question_id: string }[] }>(
      'GET',
      api.mcqQuestions.path.replace(':id', gameId),
    );
    const questionId = play.body.questions[0]?.question_id ?? '';
    const answerPath = api.mcqAnswer.path.replace(':id', gameId);

    for (const answer of NOT_CHOICES) {
      const refused = await player.request<ApiError>('POST', answerPath, { question_id: questionId, answer });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: MCQ_ANSWER_MESSAGES.notAChoice,
        fields: { answer: MCQ_ANSWER_MESSAGES.notAChoice },
      });
    }
    expect(await storedAnswers(gameId)).toEqual([]);

    const real = await player.request('POST', answerPath, { question_id: questionId, answer: 'New Delhi' });
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ correct: true, points: 10, finished: true });
    expect((await storedAnswers(gameId)).map((row) => row.answer)).toEqual(['New Delhi']);
  });

  it('refuses a live round answer that is none of the four choices, storing nothing, then takes a real one', async () => {
    const gameId = await quiz('RAPID', new Date(server.clock.now() + 1_000));
    const http = await guest(server.url);
    const round = await connectRound(server.url, http.accessToken ?? '', undefined, server.clock);
    rounds.push(round);
    expect(await round.call<RoundState>('round:join', { gameId })).toMatchObject({ ok: true });
    await round.started();
    // Joined again after the start: the questions come plain.
    const state = await round.call<RoundState>('round:join', { gameId });
    if (!state.ok || state.data.questions?.type !== 'Mcq') throw new Error('no questions in the running round');
    const questionId = state.data.questions.questions[0]?.question_id ?? '';

    for (const answer of NOT_CHOICES) {
      const refused = await round.call('round:answer', { gameId, questionId, answer });
      expect(refused).toEqual({ ok: false, error: { code: 'BAD_PAYLOAD', message: MCQ_ANSWER_MESSAGES.notAChoice } });
    }
    expect(await storedAnswers(gameId)).toEqual([]);

    const wrong = await round.call<AnswerLocked>('round:answer', { gameId, questionId, answer: 'Kolkata' });
    expect(wrong).toEqual({ ok: true, data: { questionId, locked: true } });
    expect((await storedAnswers(gameId)).map((row) => row.answer)).toEqual(['Kolkata']);
  });
});
