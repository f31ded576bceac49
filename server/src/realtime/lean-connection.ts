import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { RoundSocket, SocketData } from './round-types.ts';

// What each connection keeps, kept small: thousands of players are connected at once, so a connection holds no
// functions of its own (the listeners here are shared, and called with the connection or socket as `this`), nor its
// first HTTP request, and its round trips are kept in place.

/** Round trips kept per socket for the lag refund (measuredLagMs takes half their median). */
const ROUND_TRIPS_KEPT = 5;

/**
 * What engine.io's upgrade response adds to the TCP socket's 'close' listeners: it re-emits 'close' to HTTP
 * middlewares of the engine (this server has none), and in doing so keeps the first request for the connection's life.
 */
const UPGRADE_CLOSE_RELAY = '() => this.emit("close")';
/** Shared by every socket's handshake in place of what it no longer needs to hold. */
const NOTHING_KEPT: Record<string, never> = Object.freeze({});

/**
 * Lets the connection's first HTTP request go (its address and token are read by then), with what holds it: the
 * upgrade's relay of 'close' (found by its source: should engine.io change it, it is merely kept), and what
 * socket.handshake copies of it (headers, query, auth with the signed token, time, URL), which nothing reads again.
 */
export function dropFirstRequest(socket: RoundSocket) {
  (socket.conn as { request: IncomingMessage | null }).request = null;
  const tcp = (socket.conn.transport as { socket?: { _socket?: Socket } }).socket?._socket;
  for (const listener of tcp?.listeners('close') ?? []) {
    if (String(listener) === UPGRADE_CLOSE_RELAY) tcp?.removeListener('close', listener as () => void);
  }
  Object.assign(socket.handshake, { headers: NOTHING_KEPT, query: NOTHING_KEPT, auth: NOTHING_KEPT, time: '', url: '' });
}

/**
 * Socket middleware that stops socket.io's own dispatch of a message once `receive` has handled it: no listener of
 * the socket is reached by a client's message but through receive's admission, whatever listeners it may get.
 */
function handledAlready(): void {}
const DISPATCH_STOPPED = Object.freeze([handledAlready]);

export type CatchAll = (this: RoundSocket, event: unknown, ...args: unknown[]) => void;

/**
 * Gives the socket `listeners[0]` as its catch-all listener, then the middleware that ends socket.io's dispatch.
 * socket.onAny and socket.use would each give every socket a list of its own, grown for a dozen more entries
 * (about 180 bytes a player each); socket.io only copies these lists before calling them, so every socket can hold
 * the same frozen ones (frozen: a socket.use elsewhere fails loudly rather than reach every socket). Should
 * socket.io keep them elsewhere, onAny and use are called after all.
 */
export function listen(socket: RoundSocket, listeners: readonly [CatchAll]) {
  const held = socket as unknown as { _anyListeners?: unknown; fns?: unknown };
  held._anyListeners = listeners;
  if (socket.listenersAny()[0] !== listeners[0]) {
    held._anyListeners = undefined;
    socket.onAny(listeners[0]);
  }
  if (Array.isArray(held.fns) && held.fns.length === 0) held.fns = DISPATCH_STOPPED;
  else socket.use(handledAlready);
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
