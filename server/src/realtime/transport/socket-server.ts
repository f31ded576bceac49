import { CONNECTION_MESSAGES } from '@plw/protocol/socket/connection-events';
import { type Ack, connectAuthSchema, PROTOCOL_VERSION, type SocketErrorCode } from '@plw/protocol/socket/round-events';
import {
  type ClientEventName,
  clientToServerEvents,
  type ParsedPayloadOf,
  type ReplyOf,
} from '@plw/protocol/socket/events';
import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { RealtimeOptions } from '../../config.ts';
import type { AccessClaims } from '../../http/access.ts';
import { clientAddressOf, limitKeyOf } from '../../http/client-address.ts';
import { boardKey } from '../../domains/plays/board-snapshot.ts';
import { answerStages } from '../rooms/answer-stages.ts';
import { AnswerStore } from '../rooms/answer-store.ts';
import { FRAME_READ_CAP_BYTES, limitFrames } from './frame-limit.ts';
import { JoinLimiter, type JoinRefusal, MessageLimiter } from './message-limits.ts';
import { RoundError } from '../rooms/round-error.ts';
import { LocalBoard, RedisBoard } from '../multi-process/round-board.ts';
import { RedisLease, soleOwner } from '../multi-process/round-lease.ts';
import { RedisTally, soleTally } from '../multi-process/reveal-tally.ts';
import { RoundRegistry } from '../rooms/round-registry.ts';
import { startHealthMonitor } from './server-health.ts';
import { startWatching } from '../watchers/watch-rooms.ts';
import { startHostedRooms } from '../lobbies/hosted-rooms.ts';
import {
  measuredLagMs,
  playerRoomOf,
  type RoundServer,
  type RoundSocket,
  roomOf,
  roundKeyOf,
  userRoomOf,
} from './round-sockets.ts';
import { startRoundReminders } from '../rooms/round-reminders.ts';
import { dropFirstRequest, listen, measureRoundTrips } from './lean-connection.ts';

// The socket.io side of live rounds: authenticates every connection with the REST access token, parses every
// payload with its protocol schema, limits what one socket, player or address may send, and hands work to the rooms.

const LEASE_MS = 6_000;
/**
 * A round's moments are leased only when they come (round-clock.ts): a process that dies before one holds nothing.
 * This is how soon another process takes over from one that dies while settling a round.
 */
const ROUND_LEASE_MS = 2_000;

/**
 * With several processes, how long the end's settler waits for answers the others are storing, and the longest a
 * reveal waits for a silent process's counts (normally every process gives its part within milliseconds).
 */
const CLOSE_GRACE_MS = 300;

const JOIN_REFUSED: Record<JoinRefusal, string> = {
  socket: 'Too many joins; try again shortly',
  player: 'Too many joins; try again shortly',
  address: 'Too many players joining from your network at once; try again shortly',
};

/** What the server does with each client event's parsed payload, from one socket: the reply its ack carries. */
type ClientEventHandlers = {
  [E in ClientEventName]: (socket: RoundSocket, payload: ParsedPayloadOf<E>) => Promise<ReplyOf<E>> | ReplyOf<E>;
};
type AckOf<E extends ClientEventName> = (answer: Ack<ReplyOf<E>>) => void;

function failed(reply: AckOf<never>, code: SocketErrorCode, message: string) {
  reply({ ok: false, error: { code, message } });
}

function playerIdOf(socket: RoundSocket): string {
  const { playerId } = socket.data.auth;
  if (!playerId) throw new RoundError('FORBIDDEN', 'Only players take part in rounds');
  return playerId;
}

function refusal(code: SocketErrorCode, message: string) {
  return Object.assign(new Error(message), { data: { code } });
}

export function startRoundServer(app: FastifyInstance, options: RealtimeOptions) {
  const io: RoundServer = new Server(app.server, {
    pingInterval: options.pingIntervalMs,
    pingTimeout: options.pingTimeoutMs,
    maxHttpBufferSize: FRAME_READ_CAP_BYTES,
    serveClient: false,
  });
  limitFrames(io, options.maxMessageBytes);
  const store = new AnswerStore(app.db);
  const shared = options.redisUrl ? connectShared(io, options.redisUrl, options.redisPrefix) : null;
  const roundSecret = options.roundSecret ?? 'round';
  const leaseOf = shared
    ? (key: string, ttlMs = LEASE_MS) => new RedisLease(shared.redis, options.redisPrefix, key, shared.processId, ttlMs)
    : () => soleOwner;
  const tallyRules = { clock: app.clock, graceMs: CLOSE_GRACE_MS };
  const boardOf = shared
    ? (key: string) => new RedisBoard(shared.redis, options.redisPrefix, key)
    : () => new LocalBoard();
  const registry = new RoundRegistry({
    db: app.db,
    io,
    store,
    clock: app.clock,
    leaderboardTickMs: options.leaderboardTickMs,
    board: boardOf,
    lease: (key) => leaseOf(key, ROUND_LEASE_MS),
    tally: shared
      ? (key) => new RedisTally(shared.redis, options.redisPrefix, key, shared.processId, tallyRules)
      : () => soleTally,
    leaseRenewMs: ROUND_LEASE_MS / 4,
    closeGraceMs: shared ? CLOSE_GRACE_MS : 0,
    resumeTokenOf: (roundKey, playerId) =>
      createHmac('sha256', roundSecret).update(`${roundKey}:${playerId}`).digest('base64url'),
    sealKeyOf: (roundKey) => new Uint8Array(createHmac('sha256', `seal:${roundSecret}`).update(roundKey).digest()),
    onSettled: (round) => app.sharedCache.expire(boardKey(round.gameId, round.kind)),
    onAnswerStored: (round) => {
      if (round.kind === 'HOSTED') void hosted.advanceIfAllAnswered(round.roundId);
    },
    onError: (error) => app.log.error({ err: error }, 'round failed'),
  });
  // Rounds left over from before a restart are reopened once the server listens: their number grows with the
  // product's history, and start-up must not (Fastify gives each plugin 10 s to start).
  app.addHook('onListen', async () => {
    void registry.recover().catch((error: unknown) => app.log.error({ err: error }, 'round recovery failed'));
  });
  const joinLimiter = options.joins ? new JoinLimiter(options.joins) : null;
  const messageLimiter = new MessageLimiter(options.messages);
  const cuttingOff = new Set<string>();
  const addressOf = options.clientAddress ?? ((request: IncomingMessage) => clientAddressOf(request));
  const monitor = startHealthMonitor(() => io.engine.clientsCount);
  const reminders = startRoundReminders({
    db: app.db,
    io,
    lease: leaseOf('round-reminders'),
    clock: app.clock,
    everyMs: options.remindersEveryMs,
    onError: (error) => app.log.error({ err: error }, 'round reminders failed'),
  });
  const { clock } = app;
  const watching = startWatching({ db: app.db, io, registry, health: monitor.health, clock, everyMs: 1_000 });
  const hosted = startHostedRooms({
    db: app.db,
    io,
    registry,
    clock: app.clock,
    everyMs: 1_000,
    moved: (roundId) => hostMoved(roundId),
    onError: (error) => app.log.error({ err: error }, 'hosted round figures failed'),
  });
  // A hosted round's host moved on, or removed a player, through another process: stored there, followed here.
  io.on('round:moved', (key) => void registry.moved(key).catch((error: unknown) => app.log.error({ err: error })));
  io.on('round:unseat', (key, playerId) => void registry.unseat(key, playerId));

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

  function refuse(socket: RoundSocket, event: string | null, ack: unknown, code: SocketErrorCode, message: string) {
    if (typeof ack === 'function') (ack as AckOf<never>)({ ok: false, error: { code, message } });
    else socket.emit('socket:refused', { event, code, message });
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

  // One handler per client event of the protocol: the compiler refuses the table when an event has none.
  const handlers: ClientEventHandlers = {
    'clock:ping': (_socket, { clientSentAt }) => ({ clientSentAt, serverTime: app.clock.now() }),

    'round:join': async (socket, { gameId, roundId, resumeToken }) => {
      const player = playerIdOf(socket);
      const { joinBudget, address } = socket.data;
      const refused = joinBudget && joinLimiter?.take(joinBudget, player, address, roundId ?? gameId, app.clock.now());
      if (refused) throw new RoundError('RATE_LIMITED', JOIN_REFUSED[refused]);
      const room = await registry.room({ gameId, roundId });
      // In the room before the state is read: a start sent meanwhile reaches this socket, or the state has it.
      await socket.join(roomOf(room.key));
      try {
        return await room.join(player, resumeToken);
      } catch (error) {
        await socket.leave(roomOf(room.key));
        throw error;
      }
    },

    'round:answer': async (socket, { gameId, roundId, questionId, answer }) => {
      const room = await registry.room({ gameId, roundId });
      return room.answer(playerIdOf(socket), questionId, answer, measuredLagMs(socket));
    },

    'lobby:join': (socket, { roundId }) => hosted.joinLobby(socket, playerIdOf(socket), roundId),
    'host:watch': (socket, { roundId }) => hosted.watchAsHost(socket, socket.data.auth, roundId),

    'watch:subscribe': (socket) => watching.subscribe(socket),
    'watch:unsubscribe': async (socket) => {
      await watching.unsubscribe(socket);
      return { left: true as const };
    },

    'round:leave': async (socket, { gameId, roundId }) => {
      await socket.leave(roomOf(roundId ?? gameId));
      return { left: true as const };
    },
  };

  /**
   * A player refused too often, from whichever of their sockets, is taken out of every round where they hold a
   * seat (stored, so every process and a restart refuse them) and their sockets here are disconnected.
   */
  async function cutOff(auth: AccessClaims, reason: string) {
    if (cuttingOff.has(auth.sub)) return;
    cuttingOff.add(auth.sub);
    const sockets = io.local.in(userRoomOf(auth.sub));
    try {
      if (auth.playerId) {
        const rooms = (await sockets.fetchSockets()).flatMap((socket) => [...socket.rooms]);
        const joining = rooms.map(roundKeyOf).filter((key) => key !== undefined);
        await registry.removeEverywhere(auth.playerId, reason, joining);
      }
    } catch (error) {
      app.log.error({ err: error }, 'removing a flooding player failed');
    } finally {
      sockets.disconnectSockets(true);
      cuttingOff.delete(auth.sub);
    }
  }

  /** A hosted round's host moved (stored already): every process's room follows, this one's at once. */
  async function hostMoved(key: string): Promise<void> {
    if (shared) io.serverSideEmit('round:moved', key);
    await registry.moved(key);
  }

  /** A hosted round's host removed a player (stored already): rooms on other processes forget their seat. */
  function hostRemoved(key: string, playerId: string): void {
    if (shared) io.serverSideEmit('round:unseat', key, playerId);
  }

  return {
    io,
    registry,
    hosted,
    hostMoved,
    hostRemoved,
    health: monitor.health,
    /** Before the HTTP server closes: stop the rooms, store what is queued, let every socket go. */
    async close() {
      watching.stop();
      hosted.stop();
      await reminders.stop();
      monitor.stop();
      await registry.closeAll();
      await store.drain();
      io.disconnectSockets(true);
      io.engine.close();
      await shared?.close();
    },
  };
}

/** With Redis: the streams adapter carries broadcasts between processes; one client serves boards and leases. */
function connectShared(io: RoundServer, url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  io.adapter(createAdapter(redis, { streamName: `${prefix}socket.io`, channelPrefix: `${prefix}socket.io` }));
  return {
    redis,
    processId: `${process.pid}-${randomUUID()}`,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
