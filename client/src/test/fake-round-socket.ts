// A stand-in for socket.io-client's `io` in component tests of the live round and the lobby: the test plays the
// server, answering acks by event name and pushing events. Use with
// `vi.mock('socket.io-client', () => import('../../test/fake-round-socket.ts'))`.

type Handler = (payload?: unknown) => void;
type AckReply = (payload: unknown) => unknown;

export class FakeRoundSocket {
  readonly handlers = new Map<string, Set<Handler>>();
  /** Everything the client sent, acked or not, in order. */
  readonly sent: { event: string; payload: unknown }[] = [];
  /** The server's ack per event; an event without one times out. */
  readonly replies = new Map<string, AckReply>();
  connected = false;
  active = false;

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  connect() {
    this.active = true;
    this.connected = true;
    queueMicrotask(() => this.push('connect'));
    return this;
  }

  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.sent.push({ event, payload });
        const reply = this.replies.get(event);
        if (!reply) throw new Error('operation has timed out');
        return reply(payload);
      },
    };
  }

  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload });
    return this;
  }

  /** The server sends an event. */
  push(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  sentOf(event: string): unknown[] {
    return this.sent.filter((message) => message.event === event).map((message) => message.payload);
  }
}

/** Every socket opened since the last `reset`, and the acks each new one starts with (set before it connects). */
export const fakeSockets = {
  opened: [] as FakeRoundSocket[],
  replies: new Map<string, AckReply>(),
  reset() {
    fakeSockets.opened.length = 0;
    fakeSockets.replies.clear();
  },
  last(): FakeRoundSocket {
    const socket = fakeSockets.opened.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  },
};

export function io(): FakeRoundSocket {
  const socket = new FakeRoundSocket();
  for (const [event, reply] of fakeSockets.replies) socket.replies.set(event, reply);
  fakeSockets.opened.push(socket);
  return socket;
}
