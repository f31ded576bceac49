import type { RoundState } from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import type { ServerProcess } from '../support/server-process.ts';

// A player removed from a live round for flooding on one process is refused on the other: their join there, and
// the answers of the seat they already held there, are refused from the removal stored with the seat.

const QUESTIONS = CAPITALS_QUIZ.slice(0, 2);

let cluster: ProcessCluster;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  servers = await cluster.start(['a', 'b']);
}, 90_000);

afterAll(() => cluster?.close());

it('refuses on process B a player removed for flooding on process A', async () => {
  const [a, b] = twoOf(servers);
  const handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  // The start leaves the flood and both sign-ins time on a loaded machine (two real processes, on the real clock).
  const quiz = { startInMs: 6_000, durationS: 30, questions: QUESTIONS, name: 'Flooded shared round' };
  const { gameId } = await scheduleLiveQuiz(handle.db, channel.id, quiz);

  const http = new TestClient(a.url);
  await http.autoSignIn();
  const token = http.accessToken ?? '';
  // The same player holds a seat through both processes: a tab on each.
  const onA = await connectRound(a.url, token);
  const onB = await connectRound(b.url, token);
  expect(await onA.call('round:join', { gameId })).toMatchObject({ ok: true });
  expect(await onB.call<RoundState>('round:join', { gameId })).toMatchObject({ ok: true });

  await flood(onA);
  const removed = await handle.db.selectFrom('plays').select('removed_at').where('game_id', '=', gameId).executeTakeFirstOrThrow();
  expect(removed.removed_at).not.toBeNull();

  // B never saw the flood: the tab it seated before the removal cannot answer once the round runs (B learns it
  // from the stored seat), and nothing of theirs is stored.
  const watcher = new TestClient(b.url);
  await watcher.autoSignIn();
  const honest = await connectRound(b.url, watcher.accessToken ?? '');
  expect(await honest.call('round:join', { gameId })).toMatchObject({ ok: true });
  await honest.started();
  const state = await honest.call<RoundState>('round:join', { gameId });
  const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
  if (!question) throw new Error('no question');
  const answer = { gameId, questionId: question.question_id, answer: 'New Delhi' };
  expect(await onB.call('round:answer', answer)).toMatchObject({ ok: false, error: { code: 'REMOVED' } });
  expect(await honest.call('round:answer', answer)).toMatchObject({ ok: true });
  const stored = await handle.db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select('plays.removed_at')
    .where('plays.game_id', '=', gameId)
    .execute();
  expect(stored.map((row) => row.removed_at)).toEqual([null]);

  // A new socket's join there is refused too.
  const again = await connectRound(b.url, token);
  expect(await again.call('round:join', { gameId })).toMatchObject({
    ok: false,
    error: { code: 'REMOVED', message: 'You were removed from this round' },
  });

  for (const client of [onB, again, honest]) client.close();
  await handle.close();
});

/** Sends far more than the socket's budget until the server cuts it off. */
async function flood(round: RoundClient) {
  await Promise.all(Array.from({ length: 130 }, () => round.call('clock:ping', { clientSentAt: 0 }).catch(() => null)));
  await expect.poll(() => round.socket.connected, { timeout: 5_000 }).toBe(false);
}
