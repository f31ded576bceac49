import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import type { AnswerLocked, Leaderboard, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@plw/protocol/api';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import type { ServerProcess } from '../support/server-process.ts';

// Two server processes on different ports share one round through one Postgres and one Redis: players on
// both see one leaderboard, the round starts and ends once, and both enforce the end.

const QUESTIONS = CAPITALS_QUIZ.slice(0, 2);

let cluster: ProcessCluster;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  servers = await cluster.start(['a', 'b']);
}, 90_000);

afterAll(() => cluster?.close());

it('runs one round across two processes with one leaderboard and the end enforced on both', async () => {
  const [a, b] = twoOf(servers);
  const handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const quiz = { startInMs: 2_500, durationS: 6, questions: QUESTIONS, name: 'Shared round' };
  const { gameId } = await scheduleLiveQuiz(handle.db, channel.id, quiz);

  const players: RoundClient[] = [];
  for (const server of [a, a, b, b]) {
    const http = new TestClient(server.url);
    await http.autoSignIn();
    players.push(await connectRound(server.url, http.accessToken ?? ''));
  }
  const joins = await Promise.all(players.map((p) => p.call<RoundState>('round:join', { gameId })));
  expect(joins.every((j) => j.ok && j.data.phase === 'waiting')).toBe(true);
  const starts = await Promise.all(players.map((p) => p.started()));

  // One process sends the start; its key opens the questions every process sealed for its own players.
  const opened = await Promise.all(
    joins.map((join, i) => (join.ok ? openSealedQuestions(join.data.sealedQuestions ?? '', starts[i]?.key ?? '') : null)),
  );
  const questions = opened.map((set) => (set?.type === 'Mcq' ? set.questions : []));
  expect(questions[3]).toEqual(questions[0]);
  const [first] = questions[0] ?? [];
  if (!first) throw new Error('no questions');
  // Right answers on both processes, one wrong on each.
  const answers = ['New Delhi', 'Mumbai', 'New Delhi', 'Kolkata'];
  for (const [i, player] of players.entries()) {
    const reply = await player.call<AnswerLocked>('round:answer', { gameId, questionId: first.question_id, answer: answers[i] });
    expect(reply).toMatchObject({ ok: true, data: { locked: true } });
  }

  // The board seen on A counts B's players too; nobody's points show before the end (a free round's verdicts).
  const board = await players[1]?.waitFor<Leaderboard>('round:leaderboard', (b) => b.players === 4);
  expect(board?.top.map((line) => line.score)).toEqual([0, 0, 0, 0]);

  const ends = await Promise.all(players.map((p) => p.next<RoundEnd>('round:end', 10_000)));
  expect(new Set(ends.map((e) => e.endedAt)).size).toBe(1);
  expect(ends.map((e) => e.me?.rank).sort()).toEqual([1, 2, 3, 4]);
  // At the end both right answers, one on each process, are on top.
  expect(ends[0]?.top.filter((line) => line.score > 0)).toHaveLength(2);
  expect(ends.map((e) => e.me?.right)).toEqual([1, 0, 1, 0]);

  for (const server of [a, b]) {
    const http = new TestClient(server.url);
    await http.autoSignIn();
    const late = await connectRound(server.url, http.accessToken ?? '');
    expect(await late.call('round:join', { gameId })).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });
    late.close();
  }
  const second = questions[0]?.[1];
  const lateAnswer = await players[3]?.call('round:answer', { gameId, questionId: second?.question_id, answer: 'Berlin' });
  expect(lateAnswer).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });

  const plays = await handle.db.selectFrom('plays').selectAll().where('game_id', '=', gameId).execute();
  expect(plays.map((p) => p.rank).sort()).toEqual([1, 2, 3, 4]);
  for (const p of players) p.close();
  await handle.close();
}, 60_000);

it('shows a follow made on one process on the next request to the other, and the new subscriber count', async () => {
  const [a, b] = twoOf(servers);
  const onA = new TestClient(a.url);
  await onA.autoSignIn();
  const onB = new TestClient(b.url);
  onB.accessToken = onA.accessToken;
  type Page = { channels: { channel_id: string; subscribed: boolean; subscribers: number }[] };
  const listed = async () => (await onB.request<Page>('GET', `${api.channelAll.path}?filter=All`)).body.channels;
  // B reads (and keeps) what the player follows and the page before the follow.
  const [channel] = await listed();
  if (!channel) throw new Error('no channels');
  expect(channel.subscribed).toBe(false);

  const followed = await onA.request('POST', api.subscribe.path.replace(':channel_id', channel.channel_id));
  expect(followed.status).toBe(200);
  // Without the word from A, B would keep the player's follows for a minute: a second is plenty for a message.
  const after = { subscribed: true, subscribers: channel.subscribers + 1 };
  const deadline = Date.now() + 1_000;
  let seen = (await listed()).find((c) => c.channel_id === channel.channel_id);
  while (!(seen?.subscribed && seen.subscribers === after.subscribers) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = (await listed()).find((c) => c.channel_id === channel.channel_id);
  }
  expect(seen).toMatchObject(after);
});
