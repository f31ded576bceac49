import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import type { Server, Socket } from 'socket.io';
import type { AccessClaims } from '../../http/access.ts';
import type { TokenBucket } from './message-limits.ts';

// The typed socket.io server and sockets of live rounds.

export interface SocketData {
  auth: AccessClaims;
  address: string;
  /** Recent round trips measured by the server (ms), newest last. */
  rtts: number[];
  /** When the heartbeat's ping now waiting for its pong was sent (system clock, ms), or 0. */
  pingSentAt: number;
  /** The socket's own message budget, beside its player's (message-limits.ts). */
  messageBudget: TokenBucket;
  /** The socket's own join budget, when joins are limited. */
  joinBudget: TokenBucket | null;
}

/** What one process tells the others of a hosted round's host's moves, once stored (every process reads the row). */
export interface InterServerEvents {
  'round:moved': (roundKey: string) => void;
  'round:unseat': (roundKey: string, playerId: string) => void;
}

export type RoundServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RoundSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A live round's room, by its key (domains/plays/round-ref.ts: a hosted round's id, else its game's). */
export const roomOf = (roundKey: string) => `round:${roundKey}`;
/** The key of the round whose room this is, or undefined for any other room. */
export const roundKeyOf = (room: string): string | undefined =>
  room.startsWith(roomOf('')) ? room.slice(roomOf('').length) : undefined;
/** A hosted round's big screens: its host's sockets. */
export const hostRoomOf = (roundKey: string) => `host:${roundKey}`;
export const playerRoomOf = (playerId: string) => `player:${playerId}`;
/** Every socket of a signed-in user, whatever their role: where their notifications go. */
export const userRoomOf = (userId: string) => `user:${userId}`;
