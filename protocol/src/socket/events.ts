import type { z } from 'zod';
import { connectionServerEvents } from './connection-events.ts';
import { hostClientEvents, hostServerEvents } from './host-events.ts';
import { notificationServerEvents } from './notification-events.ts';
import { type Ack, roundClientEvents, roundServerEvents } from './round-events.ts';
import { watchClientEvents, watchServerEvents } from './watch-events.ts';

// Every socket event, one map per direction, merged from each kind's own (round, host, watch, notifications).
// socket.io's typed servers and sockets, the server's parsing of what arrives and a client's parsing of what it
// receives all come from these two maps: an event's name and schema are written once, in its kind's module.

/** Each event a client sends: the schema of its payload, and of the data its ack carries when it succeeds. */
export const clientToServerEvents = { ...roundClientEvents, ...hostClientEvents, ...watchClientEvents } as const;

/** Each event the server sends: the schema of its payload. */
export const serverToClientEvents = {
  ...roundServerEvents,
  ...hostServerEvents,
  ...watchServerEvents,
  ...notificationServerEvents,
  ...connectionServerEvents,
} as const;

type ClientEvents = typeof clientToServerEvents;
type ServerEvents = typeof serverToClientEvents;

export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;

/** What a client sends with an event, before the server parses it. */
export type PayloadOf<E extends ClientEventName> = z.input<ClientEvents[E]['payload']>;
/** What the server handles once the payload is parsed. */
export type ParsedPayloadOf<E extends ClientEventName> = z.output<ClientEvents[E]['payload']>;
/** What a client event's ack carries when it succeeds. */
export type ReplyOf<E extends ClientEventName> = z.output<ClientEvents[E]['reply']>;
/** What a server event carries. */
export type ServerPayloadOf<E extends ServerEventName> = z.output<ServerEvents[E]>;

/** socket.io's typed view of the maps: `Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<...>`. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: PayloadOf<E>, ack: (reply: Ack<ReplyOf<E>>) => void) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerPayloadOf<E>) => void;
};
