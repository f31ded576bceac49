import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import type { Socket } from 'socket.io-client';
import { openSocket } from './client-sockets.ts';
import { WireSocket } from './wire-socket.ts';

// A benchmark player's socket, typed by the round protocol, over either client: the lean wire client that
// carries the load, or the real socket.io-client that the run checks it against (client-check.ts).

export type Incoming<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];
export type Outgoing<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[0];
export type Reply<E extends keyof ClientToServerEvents> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];
export type PlayerCall = 'clock:ping' | 'round:join' | 'round:answer' | 'lobby:join';
export type ClientKind = 'wire' | 'socket.io-client';
export type Done<E extends PlayerCall> = (error: Error | null, reply?: Reply<E>) => void;

export interface PlayerSocket {
  readonly kind: ClientKind;
  readonly connected: boolean;
  on<E extends keyof ServerToClientEvents>(event: E, handler: (payload: Incoming<E>) => void): void;
  /** Called once the socket is closed, with socket.io-client's reason words. */
  onClose(handler: (reason: string) => void): void;
  call<E extends PlayerCall>(event: E, payload: Outgoing<E>, timeoutMs: number, done: Done<E>): void;
  close(): void;
}

/**
 * The wire client hands over the server's JSON as it came: it is taken to be what the protocol says (the
 * server is the one under test, and the client check validates both clients' payloads with its schemas).
 */
function overWire(socket: WireSocket): PlayerSocket {
  return {
    kind: 'wire',
    get connected() {
      return socket.connected;
    },
    on: (event, handler) => socket.on(event, handler as (payload: unknown) => void),
    onClose: (handler) => socket.onClose(handler),
    call: (event, payload, timeoutMs, done) =>
      socket.emit(event, payload, timeoutMs, done as (error: Error | null, reply?: unknown) => void),
    close: () => socket.close(),
  };
}

function overSocketIo(socket: Socket): PlayerSocket {
  return {
    kind: 'socket.io-client',
    get connected() {
      return socket.connected;
    },
    on: (event, handler) => void socket.on(event as string, handler as (payload: unknown) => void),
    onClose: (handler) => void socket.on('disconnect', handler),
    call: (event, payload, timeoutMs, done) => void socket.timeout(timeoutMs).emit(event, payload, done),
    close: () => void socket.close(),
  };
}

/** Opens a player's socket with either client. */
export async function openPlayerSocket(kind: ClientKind, url: string, auth: object): Promise<PlayerSocket> {
  if (kind === 'wire') return overWire(await WireSocket.connect(url, auth));
  return overSocketIo(await openSocket<Socket>(url, auth, () => undefined));
}
