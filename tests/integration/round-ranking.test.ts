import { api } from '@plw/protocol/api';
import type { Notification } from '@plw/protocol/rest/player';
import type { Leaderboard, RoundEnd } from '@plw/protocol/socket/round-events';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { defaultRealtimeOptions } from '@plw/server/config';
import { comparePlacings } from '@plw/shared/rules/ranking';
import { rapidPoints } from '@plw/shared/rules/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// One ranking rule everywhere: a live round where two players end on equal points and two on none is ranked the
// same by its `round:end` (its live board holds no points before the end), the stored ranks, both REST
// leaderboards (each player's `me.rank` and the list), the gift winners and their notifications; and no two
// players share a rank. Run with the in-memory board and, when Redis is there, the Redis board that processes
// share. The round is played on the server's clock, moved on instead of waiting for its points to settle and for
// its end.

type RestLine = { rank: number; player_id: string; score: number };
type RestBoard = { leaderboard: RestLine[]; me: RestLine | null };

interface Player {
  http: TestClient;
  id: string;
}

async function newPlayer(url: string): Promise<Player> {
  const http = new TestClient(url);
  const { body } = await http.autoSignIn();
  if (body.user.role !== 'PLAYER') throw new Error('expected a guest player');
  return { http, id: body.user.player.player_id };
}

/** Each REST board as every player reads it: the list's order and each player's own rank, which must agree. */
async function restBoards(players: readonly Player[], gameId: string, kind: 'RAPID' | 'DAILY') {
  const paths = [
    `${api.leaderboard.path}?type=${kind}&game_id=${gameId}`,
    `${api.mcqLeaderboard.path.replace(':id', gameId)}?type=${kind}`,
  ];
  const boards: { path: string; order: string[]; me: Map<string, number> }[] = [];
  for (const path of paths) {
    const me = new Map<string, number>();
    let order: string[] = [];
    for (const player of players) {
      const reply = await player.http.request<RestBoard>('GET', path);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.leaderboard.map((line) => line.rank)).toEqual(players.map((_, i) => i + 1));
      order = reply.body.leaderboard.map((line) => line.player_id);
      if (reply.body.me) me.set(player.id, reply.body.me.rank);
    }
    boards.push({ path, order, me });
  }
  return boards;
}

const ranksOf = (order: readonly string[]) => new Map(order.map((id, i) => [id, i + 1]));

/** Stored plays' players in the order the rule gives them, a play's time_ms being when it reached its points. */
function byRule(plays: readonly { player_id: string; score: number; time_ms: number | null }[]): string[] {
  const placing = (p: (typeof plays)[number]) => ({ playerId: p.player_id, score: p.score, reachedMs: p.time_ms ?? 0 });
  return [...plays].sort((a, b) => comparePlacings(placing(a), placing(b))).map((p) => p.player_id);
}

for (const board of ['in-memory', 'redis'] as const) {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  describe(`one ranking rule (${board} live board)`, () => {
    let server: TestServer;
    const sockets: RoundClient[] = [];

    beforeAll(async () => {
      const realtime = { ...defaultRealtimeOptions, joins: false as const, redisUrl, redisPrefix: `test:ranking:${newId()}:` };
      server = await startTestServer({ config: board === 'redis' ? { realtime } : {} });
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await server?.close();
    });

    it('ranks equal points and players at zero the same on round:end, storage, REST and gifts', async () => {
      const db = server.app.db;
      const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
      // A long round already near its end: a correct answer is worth the same hundredths for 12 s at a time
      // (score 1 over 600 s), so two players answering a moment apart can end on equal points.
      const durationMs = 600_000;
      const now = server.clock.now();
      const start = now - durationMs + 9_000;
      const { gameId } = await insertGame(
        db,
        channel.id,
        {
          type: 'Mcq',
          mode: 'RAPID',
          language: 'English',
          game_name: 'Ranking round',
          round_style: 'FREE',
          score: 1,
          publishing_time: new Date(start).toISOString(),
          game_duration: durationMs / 1000,
          status: 'RELEASED',
          released_at: new Date(now).toISOString(),
        },
        new Date(now),
      );
      await insertMcqQuestions(
        db,
        gameId,
        [
          { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] },
          { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] },
        ],
        new Date(now),
      );
      await db
        .insertInto('gifts')
        .values({ id: newId(), channel_id: channel.id, game_id: gameId, name: 'Podium', description: 'Top three.', value: 1, winner_ranks: 3, image_media_id: null, created_at: new Date(now).toISOString() })
        .execute();
      const questions = await db.selectFrom('mcq_questions').select(['id', 'answer']).where('game_id', '=', gameId).orderBy('position').execute();
      const [first, second] = questions;
      if (!first || !second) throw new Error('no questions');

      // Ids are made in this order, so the id tie-break alone would put `early` below `late` and `zeroA` above `zeroB`.
      const late = await newPlayer(server.url);
      const early = await newPlayer(server.url);
      const zeroA = await newPlayer(server.url);
      const zeroB = await newPlayer(server.url);
      const players = [late, early, zeroA, zeroB];
      const rounds = await Promise.all(players.map((p) => connectRound(server.url, p.http.accessToken ?? '')));
      sockets.push(...rounds);
      const [lateRound, earlyRound] = rounds;
      if (!lateRound || !earlyRound) throw new Error('no sockets');
      for (const round of rounds) expect((await round.call('round:join', { gameId })).ok).toBe(true);

      // Answer where a correct answer's points stay the same for the next few seconds.
      const pointsAt = (at: number) => rapidPoints(1, at - start, durationMs);
      const clock = server.clock;
      while (pointsAt(clock.now() - 200) !== pointsAt(clock.now() + 2_500)) await clock.advance(250);
      // `early` scores first, then answers the second question wrong, last of all: its last answer of any kind
      // comes after `late`'s, but it reached its points first. Each answer comes 50 ms after the one before.
      expect(await earlyRound.call('round:answer', { gameId, questionId: first.id, answer: first.answer })).toMatchObject({ ok: true });
      await clock.advance(50);
      expect(await lateRound.call('round:answer', { gameId, questionId: first.id, answer: first.answer })).toMatchObject({ ok: true });
      await clock.advance(50);
      expect(await earlyRound.call('round:answer', { gameId, questionId: second.id, answer: 'Five' })).toMatchObject({ ok: true });

      const expected = [early.id, late.id, zeroA.id, zeroB.id];
      // The live board of a free round holds no points before its end (they would tell who was right).
      const live = await advanceUntil(
        clock,
        lateRound.waitFor<Leaderboard>('round:leaderboard', (b) => b.gameId === gameId && b.players === 4, 15_000),
      );
      expect(live.top.map((line) => line.score)).toEqual([0, 0, 0, 0]);

      const ends = await advanceUntil(
        clock,
        Promise.all(rounds.map((r) => r.waitFor<RoundEnd>('round:end', (e) => e.gameId === gameId, 20_000))),
      );
      for (const [i, end] of ends.entries()) {
        expect(end.top.map((line) => [line.rank, line.playerId])).toEqual(expected.map((id, j) => [j + 1, id]));
        expect(end.me?.rank).toBe(expected.indexOf(players[i]?.id ?? '') + 1);
      }

      const stored = await db.selectFrom('plays').select(['player_id', 'rank', 'score', 'time_ms']).where('game_id', '=', gameId).execute();
      expect(new Map(stored.map((p) => [p.player_id, p.rank]))).toEqual(ranksOf(expected));
      // What the stored plays hold ranks them by the rule too, as the REST boards read them.
      expect(byRule(stored)).toEqual(expected);

      for (const rest of await restBoards(players, gameId, 'RAPID')) {
        expect(rest.order, rest.path).toEqual(expected);
        expect(rest.me, rest.path).toEqual(ranksOf(expected));
      }

      const awards = await db.selectFrom('gift_awards').select(['player_id', 'rank']).where('status', '=', 'AWARDED').execute();
      expect(new Map(awards.map((a) => [a.player_id, a.rank]))).toEqual(ranksOf(expected.slice(0, 3)));
      for (const [i, player] of players.entries()) {
        const rank = expected.indexOf(player.id) + 1;
        if (rank > 3) continue;
        const notice = await rounds[i]?.waitFor<Notification>('notification:new', (n) => n.kind === 'GIFT_WON', 10_000);
        expect(notice?.body).toBe(`Rank ${rank} in Ranking round.`);
      }
    });
  });
}

describe('one ranking rule (daily play)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('ranks daily plays the same in each answer, the report and both REST boards', async () => {
    const db = server.app.db;
    const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      db,
      channel.id,
      {
        type: 'Mcq',
        mode: 'DAILY',
        language: 'English',
        game_name: 'Ranking daily',
        publishing_time: now.toISOString(),
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertMcqQuestions(db, gameId, [{ question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] }], now);
    const question = await db.selectFrom('mcq_questions').select(['id', 'answer']).where('game_id', '=', gameId).executeTakeFirstOrThrow();

    // Two right, two wrong: equal points in pairs, told apart by time taken, then by id.
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await newPlayer(server.url));
    const answers = [question.answer, 'Giza', question.answer, 'Luxor'];
    const told = new Map<string, number>();
    for (const [i, player] of players.entries()) {
      expect((await player.http.request('GET', api.mcqQuestions.path.replace(':id', gameId))).status).toBe(200);
      const reply = await player.http.request<{ rank: number | null }>('POST', api.mcqAnswer.path.replace(':id', gameId), {
        question_id: question.id,
        answer: answers[i],
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      if (reply.body.rank !== null) told.set(player.id, reply.body.rank);
    }

    const stored = await db.selectFrom('plays').select(['player_id', 'score', 'time_ms']).where('game_id', '=', gameId).execute();
    const expected = byRule(stored);
    for (const rest of await restBoards(players, gameId, 'DAILY')) {
      expect(rest.order, rest.path).toEqual(expected);
      expect(rest.me, rest.path).toEqual(ranksOf(expected));
    }
    // The last to finish is told their final rank in the answer that finishes their play.
    const last = players.at(-1)?.id ?? '';
    expect(told.get(last)).toBe(expected.indexOf(last) + 1);
    for (const player of players) {
      const report = await player.http.request<{ rank: number | null }>('GET', api.mcqReport.path.replace(':id', gameId));
      expect(report.body.rank).toBe(expected.indexOf(player.id) + 1);
    }
  });
});
