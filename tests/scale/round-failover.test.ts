import type { AnswerLocked, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import { openDatabase } from '@plw/server/db/connect';
import { newId } from '@plw/server/db/ids';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { ProcessCluster } from '../support/process-cluster.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import type { ServerProcess } from '../support/server-process.ts';

// Two processes on Postgres and Redis share a live round; the process whose players joined first (the one that
// held the round's clock) is killed with SIGKILL just before the start, in the middle, or just before the end.
// Its players come back on the survivor with their resume tokens. The start and the end still come within a
// second of the schedule, to every player; every acknowledged answer counts; the round is settled once.

const QUESTIONS = CAPITALS_QUIZ;
const LEAD_MS = 6_000;
const DURATION_S = 8;
const ON_TIME_MS = 1_000;
const GIFT_RANKS = 2;

let cluster: ProcessCluster;
let alive: ServerProcess[] = [];
let handle: ReturnType<typeof openDatabase>;
let spares = 0;

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  alive = await cluster.start(['first', 'second']);
  handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
}, 90_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.close();
});

interface Player {
  http: TestClient;
  round: RoundClient;
  resumeToken: string;
  /** The questions whose answers were acknowledged (an ack tells no points before the end). */
  acked: string[];
  startedAt: number[];
  endedAt: number[];
  ends: RoundEnd[];
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

async function liveRound(name: string) {
  const { db } = handle;
  const channel = await db
    .selectFrom('channel_gift_balances')
    .select('channel_id')
    .where('balance', '>', 0)
    .executeTakeFirstOrThrow();
  const quiz = { startInMs: LEAD_MS, durationS: DURATION_S, questions: QUESTIONS, name };
  const { gameId } = await scheduleLiveQuiz(db, channel.channel_id, quiz);
  const now = new Date();
  await db
    .insertInto('gifts')
    .values({
      id: newId(),
      channel_id: channel.channel_id,
      game_id: gameId,
      name: 'Failover cup',
      description: 'For the podium.',
      value: 1,
      winner_ranks: GIFT_RANKS,
      image_media_id: null,
      created_at: now.toISOString(),
    })
    .execute();
  return gameId;
}

async function connect(player: Pick<Player, 'startedAt' | 'endedAt' | 'ends'>, server: ServerProcess, token: string) {
  const round = await connectRound(server.url, token);
  round.socket.on('round:start', () => player.startedAt.push(Date.now()));
  round.socket.on('round:end', (end) => {
    player.endedAt.push(Date.now());
    player.ends.push(end);
  });
  return round;
}

async function seat(server: ServerProcess, gameId: string): Promise<Player> {
  const http = new TestClient(server.url);
  await http.autoSignIn();
  const player: Omit<Player, 'round' | 'resumeToken'> = { http, acked: [], startedAt: [], endedAt: [], ends: [] };
  const round = await connect(player, server, http.accessToken ?? '');
  const joined = await round.call<RoundState>('round:join', { gameId });
  if (!joined.ok) throw new Error(joined.error.message);
  expect(joined.data.phase).toBe('waiting');
  return { ...player, round, resumeToken: joined.data.resumeToken };
}

/** The dead process's player comes back on the survivor with their seat token. */
async function moveTo(player: Player, server: ServerProcess, gameId: string) {
  player.round.close();
  player.round = await connect(player, server, player.http.accessToken ?? '');
  const joined = await player.round.call<RoundState>('round:join', { gameId, resumeToken: player.resumeToken });
  expect(joined.ok).toBe(true);
}

/** The round's question ids, plain once it runs. */
async function questionIds(player: Player, gameId: string): Promise<string[]> {
  const state = await player.round.call<RoundState>('round:join', { gameId, resumeToken: player.resumeToken });
  if (!state.ok || state.data.questions?.type !== 'Mcq') throw new Error('no questions');
  return state.data.questions.questions.map((q) => q.question_id);
}

/** Answers a question, right or wrong; an acknowledged answer's points are kept. */
async function answer(player: Player, gameId: string, ids: string[], index: number, right: boolean) {
  const question = ids[index];
  const asked = QUESTIONS[index];
  if (!question || !asked) throw new Error('no such question');
  const text = right ? asked.answer : asked.answer_options[0];
  const reply = await player.round.call<AnswerLocked>('round:answer', { gameId, questionId: question, answer: text });
  if (reply.ok) player.acked.push(question);
  return reply;
}

type Moment = 'beforeStart' | 'midRound' | 'beforeEnd';

async function failover(moment: Moment) {
  // A fresh process takes the place of the one the last case killed.
  while (alive.length < 2) {
    spares += 1;
    alive.push(...(await cluster.start([`spare-${spares}`])));
  }
  const [owner, survivor] = alive;
  if (!owner || !survivor) throw new Error('two processes needed');
  const gameId = await liveRound(`Failover ${moment}`);
  // The first join opens the round on the owner: before the fix, the process that held the round's clock.
  const moved = [await seat(owner, gameId), await seat(owner, gameId)];
  const anchor = await seat(survivor, gameId);
  const players = [...moved, anchor, await seat(survivor, gameId)];
  const game = await handle.db.selectFrom('games').select(['publishing_time']).where('id', '=', gameId).executeTakeFirstOrThrow();
  const startsAt = Date.parse(game.publishing_time ?? '');
  const endsAt = startsAt + DURATION_S * 1000;
  const kill = async () => {
    await owner.kill('SIGKILL');
    alive = alive.filter((server) => server !== owner);
    for (const player of moved) await moveTo(player, survivor, gameId);
  };

  if (moment === 'beforeStart') {
    await sleepUntil(startsAt - 2_000);
    await kill();
  }
  await sleepUntil(startsAt + 50);
  const ids = await questionIds(anchor, gameId);
  for (const [i, player] of players.entries()) await answer(player, gameId, ids, 0, i % 2 === 0);
  if (moment === 'midRound') {
    await sleepUntil(startsAt + (DURATION_S * 1000) / 2);
    await kill();
  }
  for (const [i, player] of players.entries()) await answer(player, gameId, ids, 1, i !== 3);
  if (moment === 'beforeEnd') {
    await sleepUntil(endsAt - 2_000);
    await kill();
  }
  // Answers until the very end: acknowledged ones count, late ones are refused as over.
  for (const player of players) await answer(player, gameId, ids, 2, true);

  await sleepUntil(endsAt + ON_TIME_MS + 1_500);
  for (const player of players) {
    // Every player had the start and the end, once each, on time.
    expect(player.startedAt).toHaveLength(1);
    expect(Math.abs((player.startedAt[0] ?? 0) - startsAt)).toBeLessThan(ON_TIME_MS);
    expect(player.endedAt).toHaveLength(1);
    expect(player.endedAt[0]).toBeGreaterThanOrEqual(endsAt - 50);
    expect(player.endedAt[0]).toBeLessThan(endsAt + ON_TIME_MS);
    // Every acknowledged answer is stored, and the final score is theirs.
    const end = player.ends[0];
    const playerId = end?.top.find((line) => line.rank === end.me?.rank)?.playerId ?? '';
    const stored = await handle.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select(['answers.question_id', 'answers.points'])
      .where('plays.game_id', '=', gameId)
      .where('plays.player_id', '=', playerId)
      .execute();
    expect(stored.map((a) => a.question_id).sort()).toEqual([...player.acked].sort());
    expect(end?.me?.score).toBeCloseTo(toPoints(stored.reduce((sum, a) => sum + a.points, 0)), 2);
  }
  expect(players.map((p) => p.ends[0]?.me?.rank).sort()).toEqual([1, 2, 3, 4]);

  // Settled once: one set of ranks, each player's points counted once in the channel, one gift per winning rank.
  const plays = await handle.db
    .selectFrom('plays')
    .select(['player_id', 'rank'])
    .where('game_id', '=', gameId)
    .execute();
  expect(plays.map((p) => p.rank).sort()).toEqual([1, 2, 3, 4]);
  const counted = await handle.db
    .selectFrom('channel_scores')
    .select('games_played')
    .where('player_id', 'in', plays.map((p) => p.player_id))
    .execute();
  expect(counted.map((c) => Number(c.games_played))).toEqual([1, 1, 1, 1]);
  const awards = await handle.db
    .selectFrom('gift_awards')
    .innerJoin('gifts', 'gifts.id', 'gift_awards.gift_id')
    .select('gift_awards.rank')
    .where('gifts.game_id', '=', gameId)
    .execute();
  expect(awards.map((a) => a.rank).sort()).toEqual([1, 2]);
  for (const player of players) player.round.close();
}

it('starts and ends the round on time when the process holding its clock dies 2 s before the start', async () => {
  await failover('beforeStart');
}, 60_000);

it('ends the round on time when the process holding its clock dies in the middle of the round', async () => {
  await failover('midRound');
}, 60_000);

it('ends the round on time and settles it once when the process holding its clock dies 2 s before the end', async () => {
  await failover('beforeEnd');
}, 60_000);
