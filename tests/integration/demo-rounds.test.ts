import type { Leaderboard, RoundState } from '@plw/protocol/socket/round-events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The demo schedules a live round soon after start, and simulated players, marked as such, play it. The demo's
// rounds and players run on the server's clock, which the test moves on instead of waiting for them.

let server: TestServer;
beforeAll(async () => {
  // Time enough before the start for a first request to a fresh server (which warms up slowly on a busy machine).
  const demoRounds = { firstInMs: 4_000, everyMs: 600_000, durationSeconds: 8 };
  server = await startTestServer({ config: { demoRounds } });
});
afterAll(() => server?.close());

it('runs a live round with simulated players on the board', async () => {
  let game: { id: string } | undefined;
  for (let i = 0; i < 50 && !game; i += 1) {
    game = await server.app.db.selectFrom('games').select('id').where('mode', '=', 'RAPID_THEN_DAILY').executeTakeFirst();
    if (!game) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!game) throw new Error('no demo round was scheduled');

  const player = await guest(server.url);
  const round = await connectRound(server.url, player.accessToken ?? '');
  const joined = await round.call<RoundState>('round:join', { gameId: game.id });
  expect(joined).toMatchObject({ ok: true, data: { phase: 'waiting' } });
  if (!joined.ok) throw new Error(joined.error.message);

  // The clock is moved over the wait for the round and to the moment the bots sit down, a second into it; from there
  // the round plays in real time: each bot's seat and answers are writes of their own, which a clock moved on
  // faster than the database answers would leave behind the round's end. Their first answers come within 3 s.
  await server.clock.advanceTo(joined.data.startsAt + 1_100);
  const board = await round.waitFor<Leaderboard>(
    'round:leaderboard',
    (b) => b.players >= 6 && b.top.some((line) => line.simulated && line.score > 0),
    12_000,
  );
  expect(board?.top.some((line) => line.simulated && line.name.endsWith('(simulated)'))).toBe(true);
  expect(board?.players).toBeGreaterThanOrEqual(6);
  round.close();
});
