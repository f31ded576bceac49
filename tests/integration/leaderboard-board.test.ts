import { newId } from '@plw/server/db/ids';
import { type Board, boardSnapshot, LATE_MS, WHOLE_READ_MS } from '@plw/server/domains/plays/board-snapshot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../support/fixtures.ts';
import { creator, guest } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A cached leaderboard brought up to date from the plays that finished since it was read is the board a whole
// read gives, ties and late-stamped plays included; what finished too long before it waits for the next whole read.

let server: TestServer;
let gameId: string;
const playerIds: string[] = [];
const T0 = Date.parse('2026-11-01T10:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer();
  const owner = await creator(server.url);
  const me = (await owner.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  gameId = await createGame(server.app.db, me.creator.channel_id);
  for (let i = 0; i < 24; i++) {
    const player = await guest(server.url);
    const user = (await player.autoSignIn()).body.user;
    if (user.role !== 'PLAYER') throw new Error('expected a guest player');
    playerIds.push(user.player.player_id);
  }
});
afterAll(() => server?.close());

/** A finished play: `score` points in hundredths, `timeMs` taken, finished `atMs` after T0. */
async function finish(playerId: string, score: number, timeMs: number, atMs: number) {
  const at = new Date(T0 + atMs).toISOString();
  await server.app.db
    .insertInto('plays')
    .values({
      id: newId(),
      game_id: gameId,
      player_id: playerId,
      kind: 'DAILY',
      started_at: at,
      finished_at: at,
      time_ms: timeMs,
      progress: null,
      updated_at: at,
      score,
      correct_count: 1,
      rank: null,
    })
    .execute();
}

const player = (index: number) => playerIds[index] as string;
const read = (previous?: Board, now = Date.now()) => boardSnapshot(server.app.db, gameId, 'DAILY', 5, previous, now);

function expectSameBoard(board: Board, whole: Board) {
  expect(board.top).toEqual(whole.top);
  expect(board.keys).toEqual(whole.keys);
  for (const id of playerIds) expect(board.lineOf(id)?.key, id).toEqual(whole.lineOf(id)?.key);
}

describe('leaderboard refresh', () => {
  it('places what finished since, and is the board a whole read gives', async () => {
    for (let i = 0; i < 10; i++) await finish(player(i), (i % 4) * 100, 30_000 + (i % 3) * 1000, i * 60_000);
    const first = await read();
    expect(first.keys).toHaveLength(10);
    const newest = 9 * 60_000;

    // A new best, a tie on points and time with an earlier play, a last place, and one stamped a little before
    // the newest play the board held (committed late, or by another process's clock).
    await finish(player(10), 900, 1_000, newest + 1_000);
    await finish(player(11), 300, 30_000, newest + 2_000);
    await finish(player(12), 0, 99_000, newest + 3_000);
    await finish(player(13), 200, 31_000, newest - LATE_MS + 1_000);
    const refreshed = await read(first);
    expect(refreshed.keys).toHaveLength(14);
    expect(refreshed.top[0]?.player_id).toBe(player(10));
    expectSameBoard(refreshed, await read());

    expect(await read(refreshed)).toBe(refreshed);
  });

  it('leaves a play stamped long before its newest to the next whole read', async () => {
    const held = await read();
    await finish(player(20), 800, 1_000, 0);
    const refreshed = await read(held);
    expect(refreshed.lineOf(player(20))).toBeUndefined();
    const whole = await read(refreshed, Date.now() + WHOLE_READ_MS);
    expect(whole.lineOf(player(20))).toBeDefined();
    expectSameBoard(whole, await read());
  });
});
