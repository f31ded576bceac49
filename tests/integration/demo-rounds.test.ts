import type { Leaderboard, RoundState } from '@plw/protocol/socket/round-events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { advanceUntil, connectRound } from '../support/round-client.ts';
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

  // The bots take their seats one after another as the round starts; with the clock moved on, the first of them can
  // score before the last has sat down, so the board awaited is one with a bot's points and every bot seated.
  const scoredWithAllSeated = (b: Leaderboard) =>
    b.top.some((line) => line.simulated && line.score > 0) && b.players >= 6;
  const board = await advanceUntil(server.clock, round.waitFor<Leaderboard>('round:leaderboard', scoredWithAllSeated, 12_000));
  expect(board?.top.some((line) => line.simulated && line.name.endsWith('(simulated)'))).toBe(true);
  expect(board?.players).toBeGreaterThanOrEqual(6);
  round.close();
});
