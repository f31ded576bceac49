import { cpuMs, writtenBytes } from './proc.ts';
import type { ServerProcess } from './server-process.ts';
import { countsBetween, type WireCounts } from './wire-counters.ts';

// What each round server process spends in each phase of a round (joins, answer bursts, reveals, the end, the quiet
// in between): its CPU time (/proc/<pid>/stat), the bytes it wrote (/proc/<pid>/io: sockets to players, Redis and
// Postgres), and the Postgres statements and Redis commands it sent (its counting relays). The run marks the
// moments a phase starts; everything between two marks goes to the phase the first one named.

export interface ProcessReading {
  cpuMs: number;
  writtenBytes: number;
  postgres: WireCounts | null;
  redis: WireCounts | null;
}

export interface PhaseTotals {
  wallMs: number;
  /** Per process, as `ServerProcess.pids`. */
  processes: ProcessReading[];
}

const noCounts = (): WireCounts => ({ total: 0, byKind: {}, bytesOut: 0, bytesIn: 0 });

function addCounts(into: WireCounts, more: WireCounts) {
  into.total += more.total;
  into.bytesOut += more.bytesOut;
  into.bytesIn += more.bytesIn;
  for (const [kind, n] of Object.entries(more.byKind)) into.byKind[kind] = (into.byKind[kind] ?? 0) + n;
}

/** One reading of every process of a server, now. */
export function readProcesses(server: ServerProcess): { at: number; processes: ProcessReading[] } {
  return {
    at: performance.now(),
    processes: server.pids.map((pid, i) => {
      const relays = server.relays[i] ?? null;
      return {
        cpuMs: cpuMs(pid),
        writtenBytes: writtenBytes(pid),
        postgres: relays?.postgres.counts() ?? null,
        redis: relays?.redis.counts() ?? null,
      };
    }),
  };
}

/** What each process did between two readings. */
export function between(
  before: ReturnType<typeof readProcesses>,
  after: ReturnType<typeof readProcesses>,
): PhaseTotals {
  return {
    wallMs: after.at - before.at,
    processes: after.processes.map((end, i) => {
      const start = before.processes[i] ?? end;
      return {
        cpuMs: end.cpuMs - start.cpuMs,
        writtenBytes: end.writtenBytes - start.writtenBytes,
        postgres: end.postgres && countsBetween(start.postgres ?? noCounts(), end.postgres),
        redis: end.redis && countsBetween(start.redis ?? noCounts(), end.redis),
      };
    }),
  };
}

function addTotals(into: PhaseTotals, more: PhaseTotals) {
  into.wallMs += more.wallMs;
  more.processes.forEach((reading, i) => {
    const sum = into.processes[i];
    if (sum === undefined) {
      const copy = (counts: WireCounts | null) => counts && { ...counts, byKind: { ...counts.byKind } };
      into.processes[i] = { ...reading, postgres: copy(reading.postgres), redis: copy(reading.redis) };
      return;
    }
    sum.cpuMs += reading.cpuMs;
    sum.writtenBytes += reading.writtenBytes;
    if (sum.postgres && reading.postgres) addCounts(sum.postgres, reading.postgres);
    if (sum.redis && reading.redis) addCounts(sum.redis, reading.redis);
  });
}

/** Phases of a window, marked as they begin; `stop` closes the last one and gives each phase's totals. */
export class PhaseMeter {
  private readonly totals = new Map<string, PhaseTotals>();
  private current: { phase: string; reading: ReturnType<typeof readProcesses> } | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly server: ServerProcess) {}

  /** Starts `phase` now (null: nothing counted until the next mark), closing the phase before it. */
  mark(phase: string | null) {
    const reading = readProcesses(this.server);
    if (this.current !== undefined) {
      const totals = this.totals.get(this.current.phase) ?? { wallMs: 0, processes: [] };
      addTotals(totals, between(this.current.reading, reading));
      this.totals.set(this.current.phase, totals);
    }
    this.current = phase === null ? undefined : { phase, reading };
  }

  /** Marks `phase` at epoch ms `at` (Date.now()'s clock). */
  markAt(at: number, phase: string | null) {
    this.timers.push(setTimeout(() => this.mark(phase), Math.max(0, at - Date.now())));
  }

  stop(): Map<string, PhaseTotals> {
    for (const timer of this.timers) clearTimeout(timer);
    this.mark(null);
    return this.totals;
  }
}
