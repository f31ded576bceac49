import { type SocketRefused } from '@plw/protocol/socket/connection-events';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { defaultRealtimeOptions } from '@plw/server/config';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest } from '../../support/http.ts';
import { connectRound, type RoundClient } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Nothing on the socket fails quietly: every message gets an answer (its ack) or, without an ack to carry it, a
// `socket:refused` event; every message takes from the budget, known or not, acked or not; and a frame over the
// size limit is refused with its code before the connection closes. What an outside client written from
// protocol/src/socket/README.md found otherwise.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const tokenOf = async () => (await guest(server.url)).accessToken ?? '';
const connect = async () => connectRound(server.url, await tokenOf());

/** Emits any event name, with or without an ack, the way a hand-written client can. */
const raw = (round: RoundClient) => round.socket as unknown as { emit(event: string, ...args: unknown[]): void };

const refusals = (round: RoundClient) =>
  round.received.filter(([event]) => event === 'socket:refused').map(([, payload]) => payload as SocketRefused);

describe('every message gets an answer', () => {
  it('refuses an event the protocol does not have, whatever its name, in its ack', async () => {
    const round = await connect();
    for (const event of ['no:such:event', '__proto__', 'constructor', 'hasOwnProperty', 'toString', 'error']) {
      const reply = await round.call(event as 'clock:ping', { clientSentAt: 1 });
      expect(reply, event).toEqual({
        ok: false,
        error: { code: 'UNKNOWN_EVENT', message: 'This server has no such event; please reload' },
      });
    }
    // The socket is still good for the events it has.
    expect(await round.call('clock:ping', { clientSentAt: 1 })).toMatchObject({ ok: true });
    round.close();
  });

  it("reaches none of the socket's own listeners with a message it refuses", async () => {
    const heard: string[] = [];
    const listenTo = (socket: { on(event: string, listener: () => void): void }) =>
      socket.on('no:such:event', () => heard.push('no:such:event'));
    server.app.rounds.io.on('connection', listenTo);
    try {
      const round = await connect();
      const reply = await round.call('no:such:event' as 'clock:ping', { clientSentAt: 1 });
      expect(reply).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
      // A message after it is answered, so the refused one had its turn.
      expect(await round.call('clock:ping', { clientSentAt: 1 })).toMatchObject({ ok: true });
      expect(heard).toEqual([]);
      round.close();
    } finally {
      server.app.rounds.io.off('connection', listenTo);
    }
  });

  it('answers a message sent without an ack with socket:refused, known event or not', async () => {
    const round = await connect();
    raw(round).emit('clock:ping', { clientSentAt: 1 });
    raw(round).emit('no:such:event', { x: 1 });
    await expect.poll(() => refusals(round).length).toBe(2);
    expect(refusals(round)).toEqual([
      { event: 'clock:ping', code: 'ACK_REQUIRED', message: 'Every message needs an acknowledgement callback' },
      { event: 'no:such:event', code: 'UNKNOWN_EVENT', message: 'This server has no such event; please reload' },
    ]);
    round.close();
  });
});

describe('every message is counted', () => {
  it('takes messages without an ack from the budget: the next acked one is refused', async () => {
    const round = await connect();
    const { burst } = defaultRealtimeOptions.messages.perSocket;
    for (let i = 0; i < burst * 2; i += 1) raw(round).emit('clock:ping', { clientSentAt: i });
    expect(await round.call('clock:ping', { clientSentAt: 0 })).toEqual({
      ok: false,
      error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down' },
    });
    round.close();
  });

  it('cuts off a player flooding with unknown events and no acks, as with any other flood', async () => {
    const round = await connect();
    for (let i = 0; i < 130; i += 1) raw(round).emit('no:such:event', i);
    await expect.poll(() => round.socket.connected, { timeout: 5_000 }).toBe(false);
    expect(refusals(round).some((refused) => refused.code === 'RATE_LIMITED')).toBe(true);
  });
});

describe('frames over the size limit', () => {
  const limit = defaultRealtimeOptions.maxMessageBytes;

  it('refuses an event over the limit with MESSAGE_TOO_LARGE, then closes the connection', async () => {
    const round = await connect();
    const closed = new Promise<string>((resolve) => round.socket.once('disconnect', resolve));
    // Sent without waiting for an ack: the frame is refused unread, so no ack can come.
    raw(round).emit('clock:ping', { clientSentAt: 1, padding: 'x'.repeat(limit) }, () => undefined);
    expect(await closed).toBe('io server disconnect');
    expect(refusals(round)).toEqual([
      {
        event: null,
        code: 'MESSAGE_TOO_LARGE',
        message: `Messages are limited to ${limit} bytes; the connection is closing`,
      },
    ]);
  });

  it('takes a frame just under the limit', async () => {
    const round = await connect();
    const reply = await round.call<unknown>('clock:ping', { clientSentAt: 1, padding: 'x'.repeat(limit - 200) });
    expect(reply).toMatchObject({ ok: true });
    round.close();
  });

  it('refuses a connect whose auth is over the limit with MESSAGE_TOO_LARGE', async () => {
    const socket = io(server.url, {
      auth: { token: await tokenOf(), protocolVersion: PROTOCOL_VERSION, padding: 'x'.repeat(limit) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const error = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', resolve);
    });
    expect(error.data).toEqual({ code: 'MESSAGE_TOO_LARGE' });
    expect(error.message).toBe(`Messages are limited to ${limit} bytes; the connection is closing`);
    socket.close();
  });
});
