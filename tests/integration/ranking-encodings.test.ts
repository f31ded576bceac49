import { rankOf } from '@plw/server/domains/plays/player-plays';
import { api } from '@plw/protocol/api';
import type { LeaderboardLine } from '@plw/protocol/socket/round-parts';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertAnswers, roundContenders, startPlays } from '@plw/server/domains/plays/repository';
import { scheduledRound } from '@plw/server/domains/plays/round-ref';
import { LocalBoard, RedisBoard, type RoundBoard } from '@plw/server/realtime/multi-process/round-board';
import { settleRound } from '@plw/server/realtime/rooms/round-settlement';
import { type Placing, placingOf, rankPlacings } from '@plw/shared/rules/ranking';
import { toPoints } from '@plw/shared/rules/scoring';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The one ranking rule has several encodings: the shared comparator (the round's end, results, the in-memory
// board), the SQL order and rank count over stored plays (REST leaderboards, a play's rank), and the Redis sort
// key (the board processes share). Random live rounds (random players, points, reach times, ties on both, players
// at nothing) are ranked the same by all of them, each on the real store: this database (SQLite, or Postgres under
// `npm run test:pg`) and a real Redis (REDIS_URL, else the local one; unreachable, the suite fails). A round goes
// the way players see it: answers stored, both live boards fed as the engine feeds them, the round settled by the
// server's own settlement, then read back over the REST leaderboard as each player reads it.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const POOL = 10;
const ROUND_MS = 2 * 3_600_000;

let server: TestServer;
let redis: Redis;
const prefix = `test:ranking-encodings:${newId()}:`;
const players: { id: string; http: TestClient }[] = [];

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true, retryStrategy: () => null });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`Redis is unreachable at ${REDIS_URL}: ${(error as Error).message}`);
  });
  server = await startTestServer();
  for (let i = 0; i < POOL; i++) {
    const http = new TestClient(server.url);
    const { body } = await http.autoSignIn();
    if (body.user.role !== 'PLAYER') throw new Error('expected a guest player');
    players.push({ id: body.user.player.player_id, http });
  }
});
afterAll(async () => {
  await server?.close();
  if (redis?.status === 'ready') {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis?.disconnect();
});

// Few distinct values, so equal points and equal reach times are common; two reach times lie past 2^22 ms.
const answer = fc.record({
  question: fc.nat(3),
  points: fc.constantFrom(0, 0, 100, 200, 500),
  elapsedMs: fc.constantFrom(0, 1_000, 2_000, 4_500_000, 6_000_000),
});
const round = fc.uniqueArray(
  fc.record({
    player: fc.nat(POOL - 1),
    answers: fc.uniqueArray(answer, { selector: (a) => a.question, maxLength: 4 }),
  }),
  { selector: (p) => p.player, minLength: 1, maxLength: POOL },
);
type Round = typeof round extends fc.Arbitrary<infer R> ? R : never;

async function newRound(): Promise<string> {
  const db = server.app.db;
  const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const now = server.clock.now();
  const { gameId } = await insertGame(
    db,
    channel.id,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: 'Ranking encodings',
      round_style: 'FREE',
      score: 5,
      // Over before the test looks: its board is open to REST.
      publishing_time: new Date(now - ROUND_MS - 60_000).toISOString(),
      game_duration: ROUND_MS / 1000,
      status: 'RELEASED',
      released_at: new Date(now - ROUND_MS - 120_000).toISOString(),
    },
    new Date(now),
  );
  return gameId;
}

/** Every answer in the order it came, each followed by the placing the player then has, fed to each board. */
async function feed(boards: readonly RoundBoard[], played: Round) {
  const events = played.flatMap(({ player, answers }) => answers.map((a) => ({ player, a })));
  events.sort((x, y) => x.a.elapsedMs - y.a.elapsedMs);
  const sofar = new Map<number, Round[number]['answers']>();
  for (const { player, a } of events) {
    const answers = [...(sofar.get(player) ?? []), a];
    sofar.set(player, answers);
    const id = players[player]?.id ?? '';
    const entry = { ...placingOf(id, answers), name: id, simulated: false };
    for (const board of boards) await board.record(entry);
  }
  // A seat seated before any answer (another process's stale copy) leaves every better place as it is.
  for (const { player } of played) {
    const id = players[player]?.id ?? '';
    const stale = { playerId: id, name: id, simulated: false, score: 0, reachedMs: 0 };
    for (const board of boards) await board.record(stale);
  }
}

async function boardOrder(board: RoundBoard, ids: readonly string[]) {
  const ranks = await board.ranks(ids);
  const { top, players: count } = await board.top(ids.length, toPoints);
  expect(count).toBe(ids.length);
  return { byRank: [...ranks].sort((a, b) => a[1] - b[1]).map(([id]) => id), top };
}

const linesOf = (ranked: readonly Placing[]): Omit<LeaderboardLine, 'name' | 'simulated'>[] =>
  ranked.map((p, i) => ({ rank: i + 1, playerId: p.playerId, score: toPoints(p.score) }));

describe('one ranking rule, every encoding', () => {
  it('ranks random rounds alike by the comparator, SQL, the Redis sort key and the REST leaderboard', async () => {
    const db = server.app.db;
    await fc.assert(
      fc.asyncProperty(round, async (played) => {
        const gameId = await newRound();
        const ref = scheduledRound(gameId);
        const ids = played.map(({ player }) => players[player]?.id ?? '');
        const placings = played.map(({ player, answers }) => placingOf(players[player]?.id ?? '', answers));
        const expected = rankPlacings(placings);
        const order = expected.map((p) => p.playerId);

        // Stored as a live round stores them: a play each, then its answers.
        const plays = await startPlays(db, gameId, ids, 'RAPID', new Date(server.clock.now() - ROUND_MS));
        const answeredAt = new Date(server.clock.now() - ROUND_MS);
        const answers = played.flatMap(({ player, answers }) => answers.map((a) => ({
          playId: plays.get(players[player]?.id ?? '')?.id ?? '',
          questionId: `q${a.question}`,
          answer: 'x',
          correct: a.points > 0,
          points: a.points,
          elapsedMs: a.elapsedMs,
          answeredAt,
        })));
        if (answers.length > 0) await insertAnswers(db, answers);
        // The SQL reach time is placingOf's.
        const contenders = await roundContenders(db, ref);
        expect(new Map(contenders.map((c) => [c.playerId, { score: c.score, reachedMs: c.reachedMs }]))).toEqual(
          new Map(placings.map((p) => [p.playerId, { score: p.score, reachedMs: p.reachedMs }])),
        );

        const local = new LocalBoard();
        const shared = new RedisBoard(redis, prefix, gameId);
        await feed([local, shared], played);
        for (const board of [local, shared]) {
          const { byRank, top } = await boardOrder(board, ids);
          expect(byRank).toEqual(order);
          expect(top.map(({ rank, playerId, score }) => ({ rank, playerId, score }))).toEqual(linesOf(expected));
        }

        // The round's end, as the server settles it: ranks stored on each play (the shared board is cleared).
        const io = server.app.rounds.io;
        const deps = { db, io, board: shared, closeGraceMs: 0, clock: server.clock, onSettled: () => {} };
        await settleRound(deps, { ref, channelId: await channelOf(gameId), endsAt: server.clock.now() });
        const stored = await db.selectFrom('plays').selectAll().where('game_id', '=', gameId).execute();
        expect(new Map(stored.map((p) => [p.player_id, [p.rank, p.score, p.time_ms]]))).toEqual(
          new Map(expected.map((p) => [p.playerId, [p.rank, p.score, p.reachedMs]])),
        );
        // A play's rank counted in SQL.
        for (const play of stored) expect(await rankOf(db, play), play.player_id).toBe(play.rank);

        // The REST leaderboard in SQL order, and each player's own line ranked on it.
        for (const { player } of played) {
          const caller = players[player];
          const path = `${api.leaderboard.path}?type=RAPID&game_id=${gameId}`;
          const reply = await caller?.http.request<RestBoard>('GET', path);
          expect(reply?.status, JSON.stringify(reply?.body)).toBe(200);
          const lines = reply?.body.leaderboard.map((l) => ({ rank: l.rank, playerId: l.player_id, score: l.score }));
          expect(lines).toEqual(linesOf(expected));
          expect(reply?.body.me?.rank).toBe(order.indexOf(caller?.id ?? '') + 1);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});

type RestBoard = { leaderboard: { rank: number; player_id: string; score: number }[]; me: { rank: number } | null };

async function channelOf(gameId: string) {
  const game = await server.app.db.selectFrom('games').select('channel_id').where('id', '=', gameId).executeTakeFirstOrThrow();
  return game.channel_id;
}
