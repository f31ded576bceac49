import { CONNECTION_MESSAGES } from '@plw/protocol/socket/connection-events';
import type { SocketErrorCode } from '@plw/protocol/socket/round-events';
import { type ClientEventName, clientToServerEvents, type ParsedPayloadOf, type ReplyOf } from '@plw/protocol/socket/events';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../http/access.ts';
import { answerStages } from '../rooms/answer-stages.ts';
import { RoundError } from '../rooms/round-error.ts';
import type { AckOf, ClientEventHandlers } from './event-handlers.ts';
import type { CatchAll } from './lean-connection.ts';
import type { MessageLimiter } from './message-limits.ts';
import type { RoundSocket } from './round-sockets.ts';

// The way in for every message a client sends: admitted or refused, then parsed with its event's protocol schema
// and handled, its result the ack.

export interface AdmissionDeps {
  messageLimiter: MessageLimiter;
  handlers: ClientEventHandlers;
  /** Takes a player refused too often out of their rounds and off this process (cut-off.ts). */
  cutOff: (auth: AccessClaims, reason: string) => Promise<void>;
}

function failed(reply: AckOf<never>, code: SocketErrorCode, message: string) {
  reply({ ok: false, error: { code, message } });
}

function refuse(socket: RoundSocket, event: string | null, ack: unknown, code: SocketErrorCode, message: string) {
  if (typeof ack === 'function') (ack as AckOf<never>)({ ok: false, error: { code, message } });
  else socket.emit('socket:refused', { event, code, message });
}

/** The catch-all listener every socket shares (called with the socket as `this`). */
export function admitMessages(app: FastifyInstance, { messageLimiter, handlers, cutOff }: AdmissionDeps): CatchAll {
  /**
   * Every message, whatever its event and with an ack or not, is admitted here first: an ended session's is refused,
   * each takes from the message budget (a refusal counts towards the cut-off), and one the protocol has no handler
   * for, or sent without an ack, is refused. A refusal is the message's ack, or `socket:refused` when it has none.
   * Only admitted messages reach their handler. socket.io calls it with the socket as `this`.
   */
  function receive(this: RoundSocket, event: unknown, ...args: unknown[]): void {
    const ack = args.at(-1);
    const name = typeof event === 'string' ? event : null;
    const { auth, messageBudget } = this.data;
    if (app.endedSessions.has(auth.sid)) {
      refuse(this, name, ack, 'UNAUTHENTICATED', 'Your session has expired, please sign in again');
      this.disconnect(true);
      return;
    }
    const verdict = messageLimiter.take(messageBudget, auth.sub, app.clock.now());
    if (verdict === 'cutOff') {
      void cutOff(auth, 'Too many messages').then(() => refuse(this, name, ack, 'RATE_LIMITED', CONNECTION_MESSAGES.tooMany));
      return;
    }
    if (verdict === 'refused') return refuse(this, name, ack, 'RATE_LIMITED', CONNECTION_MESSAGES.tooMany);
    // An own property only: `__proto__`, `constructor` and socket.io's reserved names are no client event.
    if (name === null || !Object.hasOwn(clientToServerEvents, name)) {
      return refuse(this, name, ack, 'UNKNOWN_EVENT', CONNECTION_MESSAGES.unknownEvent);
    }
    if (typeof ack !== 'function') return refuse(this, name, ack, 'ACK_REQUIRED', CONNECTION_MESSAGES.ackRequired);
    // The payload is the argument before the ack (none: undefined, which its schema refuses).
    void handle(this, name as ClientEventName, args.length > 1 ? args[0] : undefined, ack as AckOf<ClientEventName>);
  }

  /** Handles one admitted client event: its payload parsed with the event's protocol schema, its result the ack. */
  async function handle<E extends ClientEventName>(socket: RoundSocket, event: E, payload: unknown, reply: AckOf<E>) {
    const startedAt = performance.now();
    const timed = event === 'round:answer';
    const parsed = clientToServerEvents[event].payload.safeParse(payload);
    if (timed) answerStages.since('parse', startedAt);
    if (!parsed.success) return failed(reply, 'BAD_PAYLOAD', parsed.error.issues[0]?.message ?? 'Bad payload');
    try {
      const run = handlers[event] as (socket: RoundSocket, payload: ParsedPayloadOf<E>) => Promise<ReplyOf<E>>;
      // The schema's output for this event, which TypeScript cannot see through the map's index.
      reply({ ok: true, data: await run(socket, parsed.data as ParsedPayloadOf<E>) });
      if (timed) answerStages.since('total', startedAt);
    } catch (error) {
      if (error instanceof RoundError) return failed(reply, error.code, error.message);
      app.log.error({ err: error, event }, 'socket event failed');
      failed(reply, 'INTERNAL', 'Oops. Something went wrong! please try again');
    }
  }

  return receive;
}
