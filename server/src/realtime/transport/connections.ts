import { connectAuthSchema, PROTOCOL_VERSION, type SocketErrorCode } from '@plw/protocol/socket/round-events';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { limitKeyOf } from '../../http/client-address.ts';
import { measureRoundTrips } from './heartbeat.ts';
import { type CatchAll, dropFirstRequest, listen } from './lean-connection.ts';
import type { JoinLimiter, MessageLimiter } from './message-limits.ts';
import { playerRoomOf, type RoundServer, userRoomOf } from './round-sockets.ts';

// Who may connect, and what a connection holds: every connection is authenticated with the REST access token and
// speaks this server's protocol version; an ended session's sockets are let go; an admitted socket joins its
// user's rooms and gets the one catch-all listener every socket shares.

export interface ConnectionDeps {
  /** The client's address behind the trusted proxies. */
  addressOf: (request: IncomingMessage) => string;
  messageLimiter: MessageLimiter;
  joinLimiter: JoinLimiter | null;
  /** Every message of every socket, admitted or refused (message-admission.ts). */
  receive: CatchAll;
}

function refusal(code: SocketErrorCode, message: string) {
  return Object.assign(new Error(message), { data: { code } });
}

export function acceptConnections(app: FastifyInstance, io: RoundServer, deps: ConnectionDeps) {
  const { addressOf, messageLimiter, joinLimiter, receive } = deps;
  io.use((socket, next) => {
    const auth = connectAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(refusal('UNAUTHENTICATED', 'Sign in required'));
    if (auth.data.protocolVersion !== PROTOCOL_VERSION) {
      return next(refusal('VERSION_MISMATCH', `This server speaks protocol ${PROTOCOL_VERSION}; please reload`));
    }
    const claims = app.verifyAccessToken(auth.data.token);
    if (!claims) return next(refusal('UNAUTHENTICATED', 'Your session has expired, please sign in again'));
    const now = app.clock.now();
    socket.data = {
      auth: claims,
      // Join budgets count an IPv6 client by its /64, as the HTTP limits do.
      address: limitKeyOf(addressOf(socket.request)),
      rtts: [],
      pingSentAt: 0,
      messageBudget: messageLimiter.socketBudget(now),
      joinBudget: joinLimiter?.socketBudget(now) ?? null,
    };
    next();
  });

  // A session ended anywhere closes its sockets in this process (each process is told, and closes its own). They are
  // found by a pass over this process's sockets rather than through a room per session: sessions end seldom (a
  // sign-out, a password change), and a room would cost every connected player a few hundred bytes all along.
  app.endedSessions.onEnded((sessionIds) => {
    const ended = new Set(sessionIds);
    for (const socket of io.sockets.sockets.values()) if (ended.has(socket.data.auth.sid)) socket.disconnect(true);
  });

  // Thousands of sockets share the functions below: what one socket needs of its own is in socket.data, so a
  // connection adds no closures of its own (each would cost a few hundred bytes per player).
  io.on('connection', (socket) => {
    // The first HTTP request (headers, parsed URL, its socket's buffers) is kept by engine.io for the connection's
    // life; its address is read above, and nothing needs it again: socket.io's memory advice is to let it go.
    dropFirstRequest(socket);
    const { auth } = socket.data;
    void socket.join(auth.playerId ? [userRoomOf(auth.sub), playerRoomOf(auth.playerId)] : userRoomOf(auth.sub));
    measureRoundTrips(socket);
    listen(socket, receive);
  });
}
