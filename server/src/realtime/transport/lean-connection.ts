import type { IncomingMessage } from 'node:http';
import type { RoundSocket } from './round-sockets.ts';

// What each connection keeps, kept small: thousands of players are connected at once, so a connection holds no
// functions of its own (the listeners here are shared, and called with the socket as `this`), nor its first HTTP
// request (its round trips are kept in place: heartbeat.ts).

/** Shared by every socket's handshake in place of what it no longer needs to hold. */
const NOTHING_KEPT: Record<string, never> = Object.freeze({});

/**
 * Lets the connection's first HTTP request go (its address and token are read by then: socket.io's memory advice),
 * and what socket.handshake copies of it (headers, query, auth with the signed token, time, URL), which nothing
 * reads again.
 */
export function dropFirstRequest(socket: RoundSocket) {
  (socket.conn as { request: IncomingMessage | null }).request = null;
  Object.assign(socket.handshake, { headers: NOTHING_KEPT, query: NOTHING_KEPT, auth: NOTHING_KEPT, time: '', url: '' });
}

/**
 * Socket middleware that stops socket.io's own dispatch of a message once the catch-all has handled it: no listener
 * of the socket is reached by a client's message but through its admission, whatever listeners it may get.
 */
function handledAlready(): void {}

export type CatchAll = (this: RoundSocket, event: unknown, ...args: unknown[]) => void;

/**
 * Gives the socket one catch-all listener, shared by every socket (called with the socket as `this`), and the
 * middleware that ends socket.io's own dispatch: a connection holds no handler functions of its own.
 */
export function listen(socket: RoundSocket, receive: CatchAll) {
  socket.onAny(receive);
  socket.use(handledAlready);
}
