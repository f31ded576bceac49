import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerToClientEvents } from '@plw/protocol/socket/events';
import type { RoundServer } from './round-types.ts';

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
