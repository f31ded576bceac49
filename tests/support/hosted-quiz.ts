import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { expect } from 'vitest';
import { CAPITALS_QUIZ } from './fixtures.ts';
import type { TestClient } from './http.ts';
import type { TestServer } from './test-server.ts';

/** A verified capitals quiz of the demo creator's channel, hosted by them: its round id and join code. */
export async function hostedCapitalsQuiz(running: TestServer, host: TestClient) {
  const me = (await host.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  const now = new Date(running.clock.now());
  const { gameId } = await insertGame(
    running.app.db,
    me.creator.channel_id,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Class capitals', status: 'VERIFIED' },
    now,
  );
  await insertMcqQuestions(running.app.db, gameId, CAPITALS_QUIZ, now);
  const hosted = await host.request<{ round_id: string; join_code: string }>('POST', pathOf(api.hostGame, { id: gameId }));
  expect(hosted.status).toBe(200);
  return hosted.body;
}
