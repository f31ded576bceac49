import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../http/access.ts';
import type { RoundRegistry } from '../rooms/round-registry.ts';
import { type RoundServer, roundKeyOf, userRoomOf } from './round-sockets.ts';

// What happens to a player who floods: the message limits decide when (message-limits.ts), this says what follows.

/**
 * A player refused too often, from whichever of their sockets, is taken out of every round where they hold a
 * seat (stored, so every process and a restart refuse them) and their sockets here are disconnected.
 */
export function cutOffPolicy(app: FastifyInstance, io: RoundServer, registry: RoundRegistry) {
  const cuttingOff = new Set<string>();
  return async function cutOff(auth: AccessClaims, reason: string) {
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
  };
}
