import type { QuestionReveal, RoundState } from '@plw/protocol/socket/round-events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The demo schedules a live round soon after start, and simulated players, marked as such, play it. The demo's
// rounds and players run on the server's clock, which the test moves on instead of waiting for them.

let server: TestServer;
beforeAll(async () => {
  // A minute before the start: the test moves the clock over the wait, so the round is still waiting when the player
  // joins however slowly a fresh server answers on a busy machine. Ten questions in step, 2 s each: 1.3 s open, then
  // revealed.
  const demoRounds = { firstInMs: 60_000, everyMs: 600_000, durationSeconds: 20 };
  server = await startTestServer({ config: { demoRounds } });
});
afterAll(() => server?.close());

it('runs a live round in step with simulated players on the board', async () => {
  let game: { id: string; round_style: string } | undefined;
  for (let i = 0; i < 300 && !game; i += 1) {
    game = await server.app.db.selectFrom('games').select(['id', 'round_style']).where('mode', '=', 'RAPID_THEN_DAILY')
      .executeTakeFirst();
    if (!game) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!game) throw new Error('no demo round was scheduled');
  // In step: no verdict reaches anyone before its question locks (issue 30: a free demo round was mined).
  expect(game.round_style).toBe('IN_STEP');

  const player = await guest(server.url);
  const round = await connectRound(server.url, player.accessToken ?? '');
  const joined = await round.call<RoundState>('round:join', { gameId: game.id });
  expect(joined).toMatchObject({ ok: true, data: { phase: 'waiting' } });
  if (!joined.ok) throw new Error(joined.error.message);

  // The clock is moved over the wait for the round and to the moment the bots sit down, a second into it; from there
  // the round plays in real time: each bot's seat and answers are writes of their own, which a clock moved on
  // faster than the database answers would leave behind the round's end. They answer each question while it is
  // open; its reveal carries the board.
  await server.clock.advanceTo(joined.data.startsAt + 1_100);
  const reveal = await round.waitFor<QuestionReveal>(
    'round:reveal',
    (r) => r.players >= 6 && r.top.some((line) => line.simulated && line.score > 0),
    20_000,
  );
  expect(reveal.top.some((line) => line.simulated && line.name.endsWith('(simulated)'))).toBe(true);
  expect(reveal.players).toBeGreaterThanOrEqual(6);
  round.close();
});
