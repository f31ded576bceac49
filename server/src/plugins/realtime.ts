import type { ServerHealth } from '@plw/protocol/socket/watch-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeOptions } from '../config.ts';
import type { NotificationPush } from '../domains/notifications/notify.ts';
import type { RoundRef } from '../domains/plays/round-ref.ts';
import { socketPush } from '../realtime/transport/notification-push.ts';
import type { HostedRooms } from '../realtime/lobbies/hosted-rooms.ts';
import type { RoundRegistry } from '../realtime/rooms/round-registry.ts';
import { roomOf, type RoundServer } from '../realtime/transport/round-sockets.ts';
import { startRoundServer } from '../realtime/transport/socket-server.ts';

// Live rounds on the app's own HTTP server (socket.io at /socket.io/), closed before the server closes.

declare module 'fastify' {
  interface FastifyInstance {
    rounds: {
      io: RoundServer;
      registry: RoundRegistry;
      health: () => ServerHealth;
      /** A hosted round's host moved or removed a player (stored already): every process follows. */
      hostMoved: (roundKey: string) => Promise<void>;
      hostRemoved: (roundKey: string, playerId: string) => void;
      /** Hosted rounds' lobbies and big screens, and their auto-advance (hosted-rooms.ts). */
      hosted: HostedRooms;
      /** Where domains hand stored notifications for their users' open tabs. */
      notifications: NotificationPush;
      /** Every socket in a round's room, on every process (a hosted round's lobby and players). */
      toRound: (roundKey: string) => ReturnType<RoundServer['to']>;
      /** Takes a player out of a round: from its room if this process runs it, else in storage and everywhere. */
      removePlayer: (round: RoundRef, playerId: string, reason: string) => Promise<void>;
    };
  }
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const rounds = startRoundServer(app, options);
  const { io, registry, health, hostMoved, hostRemoved, hosted } = rounds;
  const removePlayer = (round: RoundRef, playerId: string, reason: string) => registry.remove(round, playerId, reason);
  app.decorate('rounds', {
    io,
    registry,
    health,
    hostMoved,
    hostRemoved,
    hosted,
    notifications: socketPush(io),
    toRound: (roundKey: string) => io.to(roomOf(roundKey)),
    removePlayer,
  });
  app.addHook('preClose', () => rounds.close());
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database', 'auth-tokens', 'access', 'ended-sessions'] });
