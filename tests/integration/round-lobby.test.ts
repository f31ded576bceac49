import type { RoundLobby } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A scheduled round's waiting room: before the start everyone in it hears how many players are in, the latest
// arrivals by the names the boards show, and how many questions the round has; never more names than the latest
// twenty, and nothing once the round runs.

let server: TestServer;
const sockets: RoundClient[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

async function arrive(name: string) {
  const http = new TestClient(server.url);
  const { body } = await http.autoSignIn();
  expect((await http.request('PATCH', '/api/player/profile', { name })).status).toBe(200);
  const round = await connectRound(server.url, body.accessToken, undefined, server.clock);
  sockets.push(round);
  return round;
}

describe('a scheduled round\'s waiting room', () => {
  it('tells the room the count, the latest arrivals and the question count, throttled, until the start', async () => {
    const db = server.app.db;
    const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const now = server.clock.now();
    const startsAt = now + 120_000;
    const { gameId } = await insertGame(
      db,
      channel.id,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Lobby round',
        round_style: 'FREE',
        score: 5,
        publishing_time: new Date(startsAt).toISOString(),
        game_duration: 60,
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
        { question: 'Red plus blue?', answer: 'Purple', answer_options: ['Green', 'Orange', 'Brown'] },
      ],
      new Date(now),
    );

    const first = await arrive('Asha');
    expect((await first.call('round:join', { gameId })).ok).toBe(true);
    const alone = await advanceUntil(server.clock, first.waitFor<RoundLobby>('round:lobby', (l) => l.players === 1));
    expect(alone).toEqual({ gameId, players: 1, arrivals: ['Asha'], questions: 3 });

    const second = await arrive('Ravi');
    expect((await second.call('round:join', { gameId })).ok).toBe(true);
    const both = await advanceUntil(server.clock, first.waitFor<RoundLobby>('round:lobby', (l) => l.players === 2));
    expect(both.arrivals).toEqual(['Ravi', 'Asha']);

    // A crowd arriving together is told in a message or two, not one per arrival, with the latest twenty names.
    const crowd = [];
    for (let i = 1; i <= 22; i += 1) crowd.push(await arrive(`Player ${i}`));
    const joined = await Promise.all(crowd.map((round) => round.call('round:join', { gameId })));
    expect(joined.every((reply) => reply.ok)).toBe(true);
    const full = await advanceUntil(server.clock, first.waitFor<RoundLobby>('round:lobby', (l) => l.players === 24));
    expect(full.arrivals).toHaveLength(20);
    expect(full.arrivals).not.toContain('Asha');
    const told = first.received.filter(([event]) => event === 'round:lobby').length;
    expect(told).toBeLessThanOrEqual(5);

    // Once the round runs, the waiting room is over.
    await advanceUntil(server.clock, first.started());
    const late = await arrive('Late');
    expect((await late.call('round:join', { gameId })).ok).toBe(true);
    await server.clock.advance(3_000);
    expect(first.received.filter(([event]) => event === 'round:lobby')).toHaveLength(told);
  });
});
