import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerHealth } from '@plw/protocol/socket/watch-events';

// The server's health as admins and Prometheus see it: connections, event-loop lag, memory.

export function startHealthMonitor(connections: () => number) {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  // A fresh window every ten seconds, so the figures say how the server is now, not since it started.
  const reset = setInterval(() => lag.reset(), 10_000);
  reset.unref();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    health(): ServerHealth {
      const memory = process.memoryUsage();
      return {
        connections: connections(),
        eventLoopLagMs: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) },
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
    stop() {
      clearInterval(reset);
      lag.disable();
    },
  };
}
