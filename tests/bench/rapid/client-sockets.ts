import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { LoopLag } from './messages.ts';

// What both kinds of load-generator client share: opening many sockets a few at a time, a clock with
// sub-millisecond resolution, and a watch on the worker's own event loop and CPU, which says whether the
// load generator rather than the server is what a figure measures.

/** Epoch milliseconds with a fraction: loopback round trips are often under a millisecond. */
export const clock = (): number => performance.timeOrigin + performance.now();

/** Runs `run` over every item with at most `limit` of them in flight. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Opens one websocket-only socket.io connection; `prepare` adds handlers before it connects, since a server
 * may send something (the round server's clock probe) as soon as it accepts.
 */
export function openSocket<S extends Socket>(
  url: string,
  auth: object | undefined,
  prepare: (socket: S) => void,
): Promise<S> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
    ...(auth === undefined ? {} : { auth }),
  }) as S;
  prepare(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Watches this worker's event loop delay and CPU from now until `stop()`. */
export function watchLoop(): { stop(): LoopLag } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const startedAt = performance.now();
  const cpu = process.cpuUsage();
  return {
    stop() {
      delay.disable();
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - startedAt;
      return {
        // The histogram counts the timer's own 10 ms resolution in every sample: only the excess is lag.
        p99Ms: Math.max(0, delay.percentile(99) / 1e6 - 10),
        maxMs: Math.max(0, delay.max / 1e6 - 10),
        cpuPercent: wall > 0 ? (100 * (used.user + used.system)) / 1000 / wall : 0,
      };
    },
  };
}

export function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
