import { useStore } from 'jotai';
import { type Clock, ServerClock } from './server-clock.ts';

// One server clock per app (per jotai store, so every test has its own), kept apart from the round connection
// that measures it: a page that only compares a time with a game's reads it without loading socket.io.

export type Store = ReturnType<typeof useStore>;

const clocks = new WeakMap<Store, ServerClock>();

export function clockOf(store: Store): ServerClock {
  let clock = clocks.get(store);
  if (!clock) {
    clock = new ServerClock();
    clocks.set(store, clock);
  }
  return clock;
}

/**
 * The server clock as this tab last measured it (the device clock if never), without opening a connection: pages
 * that only compare a time with a game's use it, and so agree with the waiting room that sent them.
 */
export function useServerClock(): Clock {
  return clockOf(useStore()).now;
}
