import type { RoundQuestions, RoundStart, RoundState } from '@plw/protocol/socket/round-events';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import { defaultRealtimeOptions } from '@plw/server/config';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareClients, type Recording, recorded } from '../bench/rapid/client-check.ts';
import { type ClientKind, openPlayerSocket, type Outgoing, type PlayerCall, type PlayerSocket, type Reply } from '../bench/rapid/player-socket.ts';
import { creator, guest } from '../support/http.ts';
import { advanceUntil } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The rapid benchmark's lean wire client (socket.io spoken over ws) does what the real socket.io-client does
// against the real server: it is refused the same way, keeps its connection through the server's pings,
// and plays a live round with the same events and acks, as the benchmark's own check compares them.

const PING_MS = 150;
let server: TestServer;
let channelId: string;

beforeAll(async () => {
  // Pings far more often than in production, so a client that does not answer them is dropped within the test.
  const pings = { pingIntervalMs: PING_MS, pingTimeoutMs: PING_MS };
  const realtime = { ...defaultRealtimeOptions, joins: false as const, ...pings };
  server = await startTestServer({ config: { realtime } });
  const owner = await creator(server.url);
  const me = (await owner.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelId = me.creator.channel_id;
});
afterAll(() => server?.close());

async function player(kind: ClientKind): Promise<PlayerSocket> {
  const http = await guest(server.url);
  return openPlayerSocket(kind, server.url, { token: http.accessToken ?? '', protocolVersion: PROTOCOL_VERSION });
}

function call<E extends PlayerCall>(socket: PlayerSocket, event: E, payload: Outgoing<E>): Promise<Reply<E>> {
  return new Promise((resolve, reject) => {
    socket.call(event, payload, 5_000, (error, reply) => {
      if (error || reply === undefined) reject(error ?? new Error('no reply'));
      else resolve(reply);
    });
  });
}

const next = <T>(socket: PlayerSocket, event: 'round:start' | 'round:end') =>
  new Promise<T>((resolve) => socket.on(event, (payload) => resolve(payload as T)));

describe('the benchmark wire client', () => {
  it('is refused like socket.io-client: a wrong protocol version and a bad token', async () => {
    const http = await guest(server.url);
    for (const auth of [{ token: http.accessToken ?? '', protocolVersion: 1 }, { token: 'not-a-token', protocolVersion: PROTOCOL_VERSION }]) {
      const refusals = await Promise.all(
        (['wire', 'socket.io-client'] as const).map((kind) =>
          openPlayerSocket(kind, server.url, auth).then(
            (socket) => {
              socket.close();
              return 'connected';
            },
            (error: Error) => error.message,
          ),
        ),
      );
      expect(refusals[0]).not.toBe('connected');
      expect(refusals[0]).toBe(refusals[1]);
    }
  });

  // engine.io's heartbeat runs on the system's timers, not the server's clock: this one waits real time.
  it('answers the server pings and stays connected, on the real clock', async () => {
    const socket = await player('wire');
    let closedWith: string | undefined;
    socket.onClose((reason) => {
      closedWith = reason;
    });
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 8));
    expect(closedWith).toBeUndefined();
    // The server timed each heartbeat's round trip for the lag refund, and keeps the last five.
    const measured = (await server.app.rounds.io.local.fetchSockets()).map((s) => s.data.rtts);
    expect(measured).toHaveLength(1);
    expect(measured[0]).toHaveLength(5);
    expect(measured[0]?.every((rtt) => rtt >= 0 && rtt < PING_MS)).toBe(true);
    const pong = await call(socket, 'clock:ping', { clientSentAt: 1 });
    expect(pong).toMatchObject({ ok: true, data: { clientSentAt: 1 } });
    socket.close();
  });

  it('plays a live round with the same events and acks as socket.io-client', async () => {
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Wire check',
        round_style: 'FREE',
        score: 10,
        publishing_time: new Date(now.getTime() + 1_500).toISOString(),
        game_duration: 3,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    const questions = [{ question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] }];
    await insertMcqQuestions(server.app.db, gameId, questions, now);

    // The four play the one round, so the server's clock moves for all of them at once: to the start's key,
    // just past the start (while they answer, it stands), then on to the end.
    const recordings: Recording[] = [];
    const seated = await Promise.all((['socket.io-client', 'wire', 'socket.io-client', 'wire'] as const).map(async (kind) => {
      const recording: Recording = { kind, events: {}, acks: {}, invalid: [] };
      recordings.push(recording);
      const socket = recorded(await player(kind), recording);
      const started = next<RoundStart>(socket, 'round:start');
      const ended = next<unknown>(socket, 'round:end');
      const joined = await call(socket, 'round:join', { gameId });
      if (!joined.ok) throw new Error(joined.error.message);
      const state: RoundState = joined.data;
      return { socket, state, started, ended };
    }));
    await advanceUntil(server.clock, Promise.all(seated.map(({ started }) => started)));
    await server.clock.advanceTo(Math.max(...seated.map(({ state }) => state.startsAt)) + 50);
    const results = await Promise.all(seated.map(async ({ socket, state, started }) => {
      const { key } = await started;
      const opened: RoundQuestions = await openSealedQuestions(state.sealedQuestions ?? '', key);
      if (opened.type !== 'Mcq') throw new Error('expected a quiz');
      const [question] = opened.questions;
      const answer = await call(socket, 'round:answer', { gameId, questionId: question?.question_id ?? '', answer: 'New Delhi' });
      const again = await call(socket, 'round:answer', { gameId, questionId: question?.question_id ?? '', answer: 'Mumbai' });
      return { answer, again };
    }));
    await advanceUntil(server.clock, Promise.all(seated.map(({ ended }) => ended)));
    for (const { socket } of seated) socket.close();
    for (const { answer, again } of results) {
      expect(answer).toMatchObject({ ok: true, data: { locked: true } });
      expect(again).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });
    }
    const check = compareClients(recordings);
    expect(check.summary).toContain('same events and acks');
    expect(check.pass).toBe(true);
    for (const recording of recordings) expect(recording.events['round:end']).toBe(1);
  }, 20_000);
});
