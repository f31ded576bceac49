import type { RoundSocket, SocketData } from './round-sockets.ts';

// Each socket's round trips on the heartbeat, and the lag refund an answer gets from them.

/** Round trips kept per socket for the lag refund (measuredLagMs takes half their median). */
const ROUND_TRIPS_KEPT = 5;

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

/** The one-way delay estimate of a socket: half the median of its recent round trips. */
export function measuredLagMs(socket: RoundSocket): number {
  const rtts = [...socket.data.rtts].sort((a, b) => a - b);
  const median = rtts[Math.floor(rtts.length / 2)];
  return median === undefined ? 0 : median / 2;
}
