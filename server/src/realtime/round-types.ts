import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/round-events';
import type { leaderboardLineSchema } from '@plw/protocol/socket/round-events';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { AccessClaims } from '../http/access.ts';

// The typed socket.io server and sockets of live rounds.

export interface SocketData {
  auth: AccessClaims;
  address: string;
  /** Recent round trips measured by the server (ms), newest last. */
  rtts: number[];
}

export type RoundServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RoundSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type LeaderboardLine = z.infer<typeof leaderboardLineSchema>;

export const roomOf = (gameId: string) => `round:${gameId}`;
/** The game whose round a room is, or undefined for any other room. */
export const gameIdOf = (room: string): string | undefined =>
  room.startsWith(roomOf('')) ? room.slice(roomOf('').length) : undefined;
export const playerRoomOf = (playerId: string) => `player:${playerId}`;
/** Every socket of a signed-in user, whatever their role: where their notifications go. */
export const userRoomOf = (userId: string) => `user:${userId}`;
/** Every socket signed in with one session: closed together when the session ends. */
export const sessionRoomOf = (sessionId: string) => `session:${sessionId}`;

/** The one-way delay estimate of a socket: half the median of its recent round trips. */
export function measuredLagMs(socket: RoundSocket): number {
  const rtts = [...socket.data.rtts].sort((a, b) => a - b);
  const median = rtts[Math.floor(rtts.length / 2)];
  return median === undefined ? 0 : median / 2;
}
