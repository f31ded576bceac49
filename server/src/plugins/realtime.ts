import type { ServerHealth } from '@plw/protocol/socket/watch-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RoundRegistry } from '../realtime/round-registry.ts';
import type { RoundServer } from '../realtime/round-types.ts';
import { type RealtimeOptions, startRoundServer } from '../realtime/socket-server.ts';

// Live rounds on the app's own HTTP server (socket.io at /socket.io/), closed before the server closes.

declare module 'fastify' {
  interface FastifyInstance {
    rounds: { io: RoundServer; registry: RoundRegistry; health: () => ServerHealth };
  }
}

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const rounds = startRoundServer(app, options);
  app.decorate('rounds', { io: rounds.io, registry: rounds.registry, health: rounds.health });
  app.addHook('preClose', () => rounds.close());
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database', 'auth-tokens', 'access', 'ended-sessions'] });
