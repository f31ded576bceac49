import { findGame, insertGame } from '@plw/server/domains/games/repository';
import { loadPlayQuestions } from '@plw/server/question-types/registry';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import type { Language } from '@plw/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A "type the answer" game's questions as a live round loads them from the database (the registry, as the round
// room and hosting do): the questions alone, each typed answer judged by the game's language, and what an in-step
// reveal shows of the answers given: the answer with everyone whose spelling it accepts, then the wrong answers
// several players typed, never one player's own text.

let server: TestServer;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

async function loaded(language: Language, questions: { question: string; answer: string; alternatives: string[] }[]) {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { type: 'Typed_answer', language, game_name: `Reveal ${language}`, status: 'RELEASED', released_at: now.toISOString() },
    now,
  );
  await insertTypedAnswerQuestions(server.app.db, gameId, questions, now);
  const game = await findGame(server.app.db, gameId);
  if (!game) throw new Error('game not stored');
  return loadPlayQuestions(server.app.db, game);
}

describe('"type the answer" questions for a live round', () => {
  it('sends the questions alone and keeps the answers on the server', async () => {
    const set = await loaded('English', [{ question: 'Capital of France?', answer: 'Paris', alternatives: ['Paree'] }]);
    expect(set.visible).toEqual({
      type: 'Typed_answer',
      questions: [{ question_id: expect.any(String), question: 'Capital of France?', mediaFile: null, mediaType: null }],
    });
    const [id] = set.checks.keys();
    expect(set.rightAnswers.get(id ?? '')).toBe('Paris');
  });

  it("judges by the game's language: an accepted spelling, a wrong word, and nothing typed", async () => {
    const set = await loaded('Arabic', [{ question: 'ملك الغابة؟', answer: 'أسد', alternatives: [] }]);
    const [check] = set.checks.values();
    expect(check?.('اسد')).toBe('correct');
    expect(check?.('نمر')).toBe('wrong');
    expect(check?.(' ؟ ')).toBe('empty');
  });

  it('reveals the answer with every accepted spelling counted, then wrong answers typed by several players', async () => {
    const set = await loaded('English', [{ question: 'Capital of France?', answer: 'Paris', alternatives: ['Paree'] }]);
    const [id = ''] = set.checks.keys();
    const given = new Map([
      ['Paris', 3],
      ['paris ', 1],
      ['PAREE', 1],
      ['Lyon', 2],
      ['lyon', 1],
      ['Rome', 2],
      ['my secret name', 1],
    ]);
    expect(set.revealCounts(id, given)).toEqual([
      { choice: 'Paris', count: 5 },
      { choice: 'Lyon', count: 3 },
      { choice: 'Rome', count: 2 },
    ]);
    expect(set.revealCounts('no-such-question', given)).toEqual([]);
  });
});
