import type { IncomingMessage } from 'node:http';
import type { RoundSocket, SocketData } from './round-sockets.ts';

// What each connection keeps, kept small: thousands of players are connected at once, so a connection holds no
// functions of its own (the listeners here are shared, and called with the connection or socket as `this`), nor its
// first HTTP request, and its round trips are kept in place.

/** Round trips kept per socket for the lag refund (measuredLagMs takes half their median). */
const ROUND_TRIPS_KEPT = 5;

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

/**
 * The socket's round trips, for the lag refund, timed on the heartbeat engine.io already sends (a ping every
 * few seconds, answered by the client's pong): no extra messages, and a slow client cannot fake a fast one.
 * The listeners are shared by every connection (engine.io calls them with the connection as `this`).
 */
export function measureRoundTrips(socket: RoundSocket) {
  roundTripsOf.set(socket.conn, socket.data);
  socket.conn.on('packetCreate', notePing);
  socket.conn.on('heartbeat', notePong);
}

/** Each connection's socket data, for its heartbeat listeners. */
const roundTripsOf = new WeakMap<object, SocketData>();

function notePing(this: object, packet: { type: string }) {
  // A round trip is a duration on the wire, measured on the system's clock (the app's may be moved by tests).
  if (packet.type !== 'ping') return;
  const data = roundTripsOf.get(this);
  if (data) data.pingSentAt = Date.now();
}

function notePong(this: object) {
  const data = roundTripsOf.get(this);
  if (!data || data.pingSentAt === 0) return;
  const rtt = Date.now() - data.pingSentAt;
  data.pingSentAt = 0;
  // The last five: the array grows to exactly five (concat allocates what it holds, push a dozen more), then
  // is written in place.
  const { rtts } = data;
  if (rtts.length < ROUND_TRIPS_KEPT) data.rtts = rtts.concat(rtt);
  else {
    rtts.copyWithin(0, 1);
    rtts[ROUND_TRIPS_KEPT - 1] = rtt;
  }
}
