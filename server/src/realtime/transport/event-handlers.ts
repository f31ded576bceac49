import type { Ack } from '@plw/protocol/socket/round-events';
import type { ClientEventName, ParsedPayloadOf, ReplyOf } from '@plw/protocol/socket/events';
import type { Clock } from '../../clock.ts';
import type { HostedRooms } from '../lobbies/hosted-rooms.ts';
import { RoundError } from '../rooms/round-error.ts';
import type { RoundRegistry } from '../rooms/round-registry.ts';
import type { Watching } from '../watchers/watch-rooms.ts';
import { measuredLagMs } from './heartbeat.ts';
import type { JoinLimiter, JoinRefusal } from './message-limits.ts';
import { roomOf, type RoundSocket } from './round-sockets.ts';

// What the server does with each client event of the protocol, once admitted and parsed (message-admission.ts).

/** What the server does with each client event's parsed payload, from one socket: the reply its ack carries. */
export type ClientEventHandlers = {
  [E in ClientEventName]: (socket: RoundSocket, payload: ParsedPayloadOf<E>) => Promise<ReplyOf<E>> | ReplyOf<E>;
};
export type AckOf<E extends ClientEventName> = (answer: Ack<ReplyOf<E>>) => void;

const JOIN_REFUSED: Record<JoinRefusal, string> = {
  socket: 'Too many joins; try again shortly',
  player: 'Too many joins; try again shortly',
  address: 'Too many players joining from your network at once; try again shortly',
};

function playerIdOf(socket: RoundSocket): string {
  const { playerId } = socket.data.auth;
  if (!playerId) throw new RoundError('FORBIDDEN', 'Only players take part in rounds');
  return playerId;
}

export interface HandlerDeps {
  clock: Clock;
  joinLimiter: JoinLimiter | null;
  registry: RoundRegistry;
  hosted: HostedRooms;
  watching: Watching;
}

/** One handler per client event of the protocol: the compiler refuses the table when an event has none. */
export function clientEventHandlers(deps: HandlerDeps): ClientEventHandlers {
  const { clock, joinLimiter, registry, hosted, watching } = deps;
  return {
    'clock:ping': (_socket, { clientSentAt }) => ({ clientSentAt, serverTime: clock.now() }),

    'round:join': async (socket, { gameId, roundId, resumeToken }) => {
      const player = playerIdOf(socket);
      const { joinBudget, address } = socket.data;
      const refused = joinBudget && joinLimiter?.take(joinBudget, player, address, roundId ?? gameId, clock.now());
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
}
