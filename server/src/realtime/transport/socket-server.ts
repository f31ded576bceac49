import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { RealtimeOptions } from '../../config.ts';
import { clientAddressOf } from '../../http/client-address.ts';
import { boardKey } from '../../domains/plays/board-snapshot.ts';
import { startHostedRooms } from '../lobbies/hosted-rooms.ts';
import { shareRounds } from '../multi-process/shared-rounds.ts';
import { AnswerStore } from '../rooms/answer-store.ts';
import { RoundRegistry } from '../rooms/round-registry.ts';
import { startRoundReminders } from '../rooms/round-reminders.ts';
import { startWatching } from '../watchers/watch-rooms.ts';
import { acceptConnections } from './connections.ts';
import { cutOffPolicy } from './cut-off.ts';
import { clientEventHandlers } from './event-handlers.ts';
import { FRAME_READ_CAP_BYTES, limitFrames } from './frame-limit.ts';
import { admitMessages } from './message-admission.ts';
import { JoinLimiter, MessageLimiter } from './message-limits.ts';
import type { RoundServer } from './round-sockets.ts';
import { startHealthMonitor } from './server-health.ts';

// Transport: the socket.io side of live rounds. It authenticates every connection with the REST access token,
// parses every payload with its protocol schema, limits what one socket, player or address may send, and hands
// work to the rooms. This file puts the server together: the rooms, lobbies and watchers, and what they share.

export function startRoundServer(app: FastifyInstance, options: RealtimeOptions) {
  const io: RoundServer = new Server(app.server, {
    pingInterval: options.pingIntervalMs,
    pingTimeout: options.pingTimeoutMs,
    maxHttpBufferSize: FRAME_READ_CAP_BYTES,
    serveClient: false,
  });
  limitFrames(io, options.maxMessageBytes);
  const store = new AnswerStore(app.db);
  const shared = shareRounds(io, options, app.clock);
  const roundSecret = options.roundSecret ?? 'round';
  const registry = new RoundRegistry({
    db: app.db,
    io,
    store,
    clock: app.clock,
    leaderboardTickMs: options.leaderboardTickMs,
    board: shared.boardOf,
    lease: shared.roundLeaseOf,
    tally: shared.tallyOf,
    leaseRenewMs: shared.leaseRenewMs,
    closeGraceMs: shared.closeGraceMs,
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
  const addressOf = options.clientAddress ?? ((request: IncomingMessage) => clientAddressOf(request));
  const monitor = startHealthMonitor(() => io.engine.clientsCount);
  const reminders = startRoundReminders({
    db: app.db,
    io,
    lease: shared.leaseOf('round-reminders'),
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

  const handlers = clientEventHandlers({ clock, joinLimiter, registry, hosted, watching });
  const cutOff = cutOffPolicy(app, io, registry);
  const receive = admitMessages(app, { messageLimiter, handlers, cutOff });
  acceptConnections(app, io, { addressOf, messageLimiter, joinLimiter, receive });

  /** A hosted round's host moved (stored already): every process's room follows, this one's at once. */
  async function hostMoved(key: string): Promise<void> {
    if (shared.shared) io.serverSideEmit('round:moved', key);
    await registry.moved(key);
  }

  /** A hosted round's host removed a player (stored already): rooms on other processes forget their seat. */
  function hostRemoved(key: string, playerId: string): void {
    if (shared.shared) io.serverSideEmit('round:unseat', key, playerId);
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
      await shared.close();
    },
  };
}
