import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerToClientEvents } from '@plw/protocol/socket/events';
import { playerRoomOf, type RoundServer } from './round-sockets.ts';

// Messages to a whole room, written a slice of sockets at a time. Writing to thousands of sockets takes tens of
// milliseconds of one core; between slices the event loop reads what arrived, so answers are not acknowledged
// behind a broadcast. Only this process's sockets: with several processes each one writes to its own.

/** Sockets written per turn of the event loop. */
const SLICE = 1_000;

type Event = keyof ServerToClientEvents;

/** One message, encoded once per slice, to every socket of this process in a room. */
export async function sendToRoom<E extends Event>(
  io: RoundServer,
  room: string,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
) {
  const ids = [...(io.sockets.adapter.rooms.get(room) ?? [])];
  for (let start = 0; start < ids.length; start += SLICE) {
    if (start > 0) await nextTurn();
    io.local.to(ids.slice(start, start + SLICE)).emit(event, ...payload);
  }
}

/** A message of its own to each of many players, a slice at a time. */
export async function sendToEach<T>(items: readonly T[], send: (item: T) => void) {
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + SLICE)) send(item);
  }
}

/**
 * One message for all of these players (encoded once per slice) and, after it on the same sockets, a line of each
 * one's own, a slice of players at a time: the last player's own line is not held behind everyone's shared one.
 */
export async function sendWithOwnLines<E extends Event, F extends Event, T extends { playerId: string }>(
  io: RoundServer,
  players: readonly T[],
  shared: { event: E; payload: Parameters<ServerToClientEvents[E]> },
  own: { event: F; lineOf: (player: T) => Parameters<ServerToClientEvents[F]> },
) {
  const sockets = io.sockets;
  for (let start = 0; start < players.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const slice = players.slice(start, start + SLICE);
    io.local.to(slice.map((player) => playerRoomOf(player.playerId))).emit(shared.event, ...shared.payload);
    for (const player of slice) {
      const ids = sockets.adapter.rooms.get(playerRoomOf(player.playerId));
      if (!ids) continue;
      const line = own.lineOf(player);
      // Straight to each socket: a per-player broadcast would look up the rooms and build an operator every time.
      for (const id of ids) sockets.sockets.get(id)?.emit(own.event, ...line);
    }
  }
}
