import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostRound } from '@plw/protocol/rest/hosting';
import type { RoundResults } from '@plw/protocol/rest/rounds';
import type { LobbyPlayers, RoundRescheduled } from '@plw/protocol/socket/host-events';
import type { QuestionOpen, RoundEnd } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { IN_STEP_RULES } from '@plw/shared/rules/round/in-step';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPITALS_QUIZ } from '../support/fixtures.ts';
import { demoCreator, guest, type TestClient } from '../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A hosted quiz that moves on by itself, over real HTTP and sockets on the server's test clock: once every seated
// player answered, the server locks the question (not the host's screen), reveals it and opens the next after the
// reveal; the results then time each answer from its own question's opening, in the range of the real delays.

let server: TestServer;
let host: TestClient;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ host, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

interface Player {
  socket: RoundClient;
  name: string;
}

async function hostedQuiz() {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Timed capitals', status: 'VERIFIED' },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, CAPITALS_QUIZ, now);
  const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
  expect(hosted.status).toBe(200);
  return { gameId, roundId: hosted.body.round_id };
}

async function seat(roundId: string, name: string): Promise<Player> {
  const http = await guest(server.url);
  expect((await http.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: name })).status).toBe(200);
  const socket = await connectRound(server.url, http.accessToken ?? '');
  const lobby = await socket.call<LobbyPlayers>('lobby:join', { roundId });
  if (!lobby.ok) throw new Error(lobby.error.message);
  return { socket, name };
}

async function screenOf(roundId: string): Promise<RoundClient> {
  const screen = await connectRound(server.url, host.accessToken ?? '');
  const watched = await screen.call<LobbyPlayers>('host:watch', { roundId });
  if (!watched.ok) throw new Error(watched.error.message);
  return screen;
}

async function started(gameId: string, roundId: string, players: Player[]) {
  expect((await host.request('POST', pathOf(api.startRound, { id: roundId }))).status).toBe(200);
  for (const player of players) expect((await player.socket.call('round:join', { gameId, roundId })).ok).toBe(true);
}

/** Answers `question` as it stands on the server's clock `delayMs` after it opened. */
async function answerAfter(
  player: Player,
  ids: { gameId: string; roundId: string },
  question: QuestionOpen,
  delayMs: number,
) {
  await server.clock.advanceTo(question.opensAt + delayMs);
  const right = CAPITALS_QUIZ[question.question]?.answer ?? '';
  const reply = await player.socket.call('round:answer', { ...ids, questionId: question.item.question_id, answer: right });
  expect(reply.ok).toBe(true);
}

describe('a hosted quiz with auto-advance (on by default)', () => {
  it('locks each question once everyone answered, opens the next after its reveal, and times answers per question', async () => {
    const ids = await hostedQuiz();
    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: ids.roundId }));
    expect(view.body.auto_advance).toBe(true);
    const screen = await screenOf(ids.roundId);
    const asha = await seat(ids.roundId, 'Asha');
    const ravi = await seat(ids.roundId, 'Ravi');
    await started(ids.gameId, ids.roundId, [asha, ravi]);

    // Known delays per question (ms after its opening): Asha's, then Ravi's.
    const delays = [[1_000, 3_000], [2_000, 4_000], [1_500, 2_500]] as const;
    for (const [question, [first, second]] of delays.entries()) {
      const opened = await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === question, 40_000));
      await answerAfter(asha, ids, opened, first);
      await answerAfter(ravi, ids, opened, second);
      // Nobody pressed Next: the server moved the round once the last seated player answered.
      const moved = await screen.waitFor<RoundRescheduled>('round:rescheduled', (m) => (m.schedule[question]?.locksAt ?? Infinity) <= opened.opensAt + second + 500, 5_000);
      const step = moved.schedule[question];
      expect(step?.locksAt).toBeGreaterThanOrEqual(opened.opensAt + second);
      const reveal = await advanceUntil(server.clock, asha.socket.revealed((r) => r.question === question, 5_000));
      expect(reveal.me).toMatchObject({ correct: true });
      // The next question opens after the reveal's pause, by itself.
      const next = moved.schedule[question + 1];
      if (next && step) expect(next.opensAt - step.locksAt).toBe(IN_STEP_RULES.revealMs);
    }
    await advanceUntil(server.clock, asha.socket.waitFor<RoundEnd>('round:end', () => true, 20_000));

    const results = await host.request<RoundResults>('GET', pathOf(api.roundResults, { id: ids.roundId }));
    expect(results.status).toBe(200);
    for (const [question, [first, second]] of delays.entries()) {
      const average = results.body.questions[question]?.average_ms ?? -1;
      // Each answer timed from its own question's opening: the delays' mean, give or take the socket's trip.
      expect(average).toBeGreaterThanOrEqual((first + second) / 2 - 50);
      expect(average).toBeLessThanOrEqual((first + second) / 2 + 300);
    }
    const csv = await host.request<string>('GET', pathOf(api.roundResultsCsv, { id: ids.roundId }));
    expect(csv.status).toBe(200);
    for (const client of [screen, asha.socket, ravi.socket]) client.close();
  }, 60_000);

  it('leaves the moving on to the host when turned off, and moves on at once when turned back on', async () => {
    const ids = await hostedQuiz();
    const off = await host.request('PUT', pathOf(api.autoAdvance, { id: ids.roundId }), { auto_advance: false });
    expect(off.status).toBe(200);
    expect((await host.request<HostRound>('GET', pathOf(api.hostRound, { id: ids.roundId }))).body.auto_advance).toBe(false);
    const screen = await screenOf(ids.roundId);
    const asha = await seat(ids.roundId, 'Asha');
    await started(ids.gameId, ids.roundId, [asha]);
    const opened = await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 40_000));
    await answerAfter(asha, ids, opened, 1_000);
    // Everyone answered, and the question stays open: no move was stored.
    await server.clock.advanceTo(opened.opensAt + 5_000);
    expect(screen.received.some(([event]) => event === 'round:rescheduled')).toBe(false);
    const row = await server.app.db.selectFrom('rounds').select('skips').where('id', '=', ids.roundId).executeTakeFirstOrThrow();
    expect(row.skips).toBe('[]');

    const on = await host.request('PUT', pathOf(api.autoAdvance, { id: ids.roundId }), { auto_advance: true });
    expect(on.status).toBe(200);
    const moved = await screen.waitFor<RoundRescheduled>('round:rescheduled', () => true, 5_000);
    expect(moved.schedule[0]?.locksAt).toBeLessThanOrEqual(opened.opensAt + 5_500);
    for (const client of [screen, asha.socket]) client.close();
  }, 60_000);

  it("is the host's alone to change", async () => {
    const ids = await hostedQuiz();
    const player = await guest(server.url);
    const refused = await player.request('PUT', pathOf(api.autoAdvance, { id: ids.roundId }), { auto_advance: false });
    expect(refused.status).toBe(403);
  });
});
