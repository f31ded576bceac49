import {
  type Ack,
  PROTOCOL_VERSION,
  type QuestionReveal,
  type QuestionVerdict,
  type RevealFactsMessage,
  type RoundStart,
} from '@plw/protocol/socket/round-events';
import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import { io, type Socket } from 'socket.io-client';

// A real socket.io client for round tests: connects with an access token, answers the server's clock
// probes, and keeps every event and ack it receives so tests can scan them all.

export type RoundClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RoundClient {
  socket: RoundClientSocket;
  /** Every event and ack received, in order, as [name, payload]. */
  received: [string, unknown][];
  call<T>(event: keyof ClientToServerEvents, payload: unknown): Promise<Ack<T>>;
  next<T>(event: keyof ServerToClientEvents, timeoutMs?: number): Promise<T>;
  /** The first event of this name, already received or still to come, that passes the test. */
  waitFor<T>(event: keyof ServerToClientEvents, test: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  /**
   * In step, the first reveal passing the test as the player sees it: the facts sent to the room, with the player's
   * own line (`round:verdict`) that follows them.
   */
  revealed(test: (facts: RevealFactsMessage) => boolean, timeoutMs?: number): Promise<QuestionReveal>;
  /**
   * The start's key, which comes a little ahead, once the start itself has come (server and tests share a clock).
   * With the server's test clock, moves it to the start rather than waiting for it.
   */
  started(): Promise<RoundStart>;
  close(): void;
}

/** The server's clock as a round test moves it (TestClock). */
export interface MovableClock {
  now(): number;
  advanceTo(at: number): Promise<void>;
  advance(ms: number): Promise<void>;
}

/** Moves the clock forward a step at a time until `event` comes (each step fires what came due on the server). */
export async function advanceUntil<T>(clock: MovableClock, event: Promise<T>, stepMs = 250): Promise<T> {
  let arrived = false;
  const result = event.finally(() => {
    arrived = true;
  });
  while (!arrived) {
    await clock.advance(stepMs);
    // A real pause per step (the clock runs at most about ten times real speed): work a timer started on the server
    // (a database write, an answer taken) keeps up with the moved clock on a busy machine.
    await Promise.race([result, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return result;
}

export async function connectRound(
  url: string,
  token: string,
  protocolVersion = PROTOCOL_VERSION,
  clock?: MovableClock,
): Promise<RoundClient> {
  const socket: RoundClientSocket = io(url, {
    auth: { token, protocolVersion },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  const client: RoundClient = {
    socket,
    received,
    async call<T>(event: keyof ClientToServerEvents, payload: unknown) {
      // Tests also send payloads the contract forbids, so the typed emit is loosened here on purpose.
      const timed = socket.timeout(5_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<Ack<T>> };
      const reply = await timed.emitWithAck(event, payload);
      received.push([`ack:${event}`, reply]);
      return reply;
    },
    next<T>(event: keyof ServerToClientEvents, timeoutMs = 10_000) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        socket.once(event as 'round:start', (payload: unknown) => {
          clearTimeout(timer);
          resolve(payload as T);
        });
      });
    },
    waitFor<T>(event: keyof ServerToClientEvents, test: (payload: T) => boolean, timeoutMs = 10_000) {
      const seen = received.find(([name, payload]) => name === event && test(payload as T));
      if (seen) return Promise.resolve(seen[1] as T);
      return new Promise<T>((resolve, reject) => {
        const listener = (payload: unknown) => {
          if (!test(payload as T)) return;
          clearTimeout(timer);
          socket.off(event as 'round:start', listener);
          resolve(payload as T);
        };
        const timer = setTimeout(() => {
          socket.off(event as 'round:start', listener);
          reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        socket.on(event as 'round:start', listener);
      });
    },
    async revealed(test: (facts: RevealFactsMessage) => boolean, timeoutMs = 10_000) {
      const facts = await client.waitFor<RevealFactsMessage>('round:reveal', test, timeoutMs);
      const mine = (verdict: QuestionVerdict) => verdict.questionId === facts.questionId;
      const { gameId: _gameId, questionId: _questionId, ...me } = await client.waitFor('round:verdict', mine, timeoutMs);
      return { ...facts, me };
    },
    async started() {
      const coming = client.waitFor<RoundStart>('round:start', () => true, 20_000);
      if (!clock) {
        const start = await coming;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.startsAt - Date.now() + 1)));
        return start;
      }
      // The start is sent a little ahead of its time (its pre-roll): move the clock until it comes, then to it.
      const start = await advanceUntil(clock, coming);
      await clock.advanceTo(start.startsAt + 1);
      return start;
    },
    close: () => socket.close(),
  };
  return client;
}
