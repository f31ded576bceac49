import type { Notification } from '@plw/protocol/rest/player';
import type { RoundEnd } from '@plw/protocol/socket/round-events';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A real live round's end gives its gift to the winner, who hears of it at once over their socket. The round is
// played on the server's clock, moved to its start and through to its end.

let server: TestServer;
const sockets: RoundClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

it("gives a round's gift to its winner when the round ends, and tells them over the socket", async () => {
  const db = server.app.db;
  const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    db,
    channel.id,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: 'Gift round',
      publishing_time: new Date(now.getTime() + 4_000).toISOString(),
      game_duration: 3,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  const question = { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] };
  await insertMcqQuestions(db, gameId, [question], now);
  await db
    .insertInto('gifts')
    .values({ id: newId(), channel_id: channel.id, game_id: gameId, name: 'Golden Pen', description: 'For the winner.', value: 10, winner_ranks: 1, image_media_id: null, created_at: now.toISOString() })
    .execute();
  const { id: questionId } = await db.selectFrom('mcq_questions').select('id').where('game_id', '=', gameId).executeTakeFirstOrThrow();

  const [winner, runnerUp] = await Promise.all([guest(server.url), guest(server.url)]);
  const [winnerSocket, runnerUpSocket] = await Promise.all(
    [winner, runnerUp].map((client) => connectRound(server.url, client.accessToken ?? '', undefined, server.clock)),
  );
  if (!winnerSocket || !runnerUpSocket) throw new Error('no sockets');
  sockets.push(winnerSocket, runnerUpSocket);
  for (const socket of sockets) expect((await socket.call('round:join', { gameId })).ok).toBe(true);
  await winnerSocket.started();
  expect((await winnerSocket.call('round:answer', { gameId, questionId, answer: 'Cairo' })).ok).toBe(true);

  const gift = await advanceUntil(
    server.clock,
    winnerSocket.waitFor<Notification>('notification:new', (n) => n.kind === 'GIFT_WON', 15_000),
  );
  expect(gift).toMatchObject({ title: 'You won Golden Pen!', body: 'Rank 1 in Gift round.' });
  await advanceUntil(server.clock, runnerUpSocket.waitFor<RoundEnd>('round:end', (end) => end.gameId === gameId, 15_000));
  expect(runnerUpSocket.received.filter(([event]) => event === 'notification:new')).toEqual([]);
  const awards = await db.selectFrom('gift_awards').select(['rank', 'status']).execute();
  expect(awards).toEqual([{ rank: 1, status: 'AWARDED' }]);
});
