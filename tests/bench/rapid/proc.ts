import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// What Linux says about a process: resident memory, CPU time and the open-files limit, read from /proc.

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Resident set size in bytes (VmRSS), or NaN once the process is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** User plus system CPU time the process has used so far, in ms. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis start at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / clockTicks();
  } catch {
    return Number.NaN;
  }
}

/** Busy CPU time of the whole machine so far (all cores, every process), in ms. */
export function machineCpuMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks();
}

/**
 * How long the process's main thread (the event loop) has waited, runnable, for a CPU so far, in ms
 * (/proc/<pid>/schedstat): time that other processes on its cores took from it.
 */
export function runQueueWaitMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/**
 * The share of a window that the busiest-waiting of some processes' event loops spent runnable but not
 * running, in %: high, and the latencies measured the machine's other work, not these processes.
 */
export class WaitWindow {
  private readonly startedAt = performance.now();
  private readonly start: number[];

  constructor(private readonly pids: readonly number[]) {
    this.start = pids.map(runQueueWaitMs);
  }

  percent(): number {
    const wall = performance.now() - this.startedAt;
    const waits = this.pids.map((pid, i) => runQueueWaitMs(pid) - (this.start[i] ?? 0));
    return wall > 0 ? (100 * Math.max(0, ...waits)) / wall : Number.NaN;
  }
}

/**
 * CPU use between two moments, as a percentage of one core (200 = both cores): of some processes, or
 * of the whole machine when `pids` is 'machine'.
 */
export class CpuWindow {
  private readonly startedAt = performance.now();
  private readonly startMs: number;

  constructor(private readonly pids: readonly number[] | 'machine') {
    this.startMs = this.total();
  }

  private total(): number {
    if (this.pids === 'machine') return machineCpuMs();
    return this.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  }

  percent(): number {
    const wall = performance.now() - this.startedAt;
    return wall > 0 ? (100 * (this.total() - this.startMs)) / wall : Number.NaN;
  }
}

/** The soft and hard limits on open files of this process (children inherit them). */
export function openFilesLimit(pid: number | 'self' = 'self'): { soft: number; hard: number } {
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  const value = (text: string | undefined) => (text === undefined || text === 'unlimited' ? Infinity : Number(text));
  return { soft: value(match?.[1]), hard: value(match?.[2]) };
}

/** Raises a child's open-files limit to what it needs, up to the hard limit (prlimit is in util-linux). */
export function raiseOpenFiles(pid: number, needed: number): string | undefined {
  const { soft, hard } = openFilesLimit(pid);
  if (soft >= needed) return undefined;
  const target = Math.min(hard, needed);
  try {
    execFileSync('prlimit', ['--pid', String(pid), `--nofile=${target}:${hard === Infinity ? 'unlimited' : hard}`]);
  } catch (error) {
    return `could not raise the open-files limit of ${pid} from ${soft} (${String(error)})`;
  }
  return target < needed ? `open-files limit of ${pid} is ${target}, below the ${needed} it needs` : undefined;
}

/** Resident set size of several processes together, in bytes. */
export function totalRssBytes(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
}

/** The highest resident set size of some processes together, sampled every `everyMs` until stopped. */
export function watchPeakRss(pids: readonly number[], everyMs = 200): { stop(): number } {
  let peak = totalRssBytes(pids);
  const sample = setInterval(() => {
    const rss = totalRssBytes(pids);
    if (rss > peak) peak = rss;
  }, everyMs);
  return {
    stop() {
      clearInterval(sample);
      return Math.max(peak, totalRssBytes(pids) || 0);
    },
  };
}

/** Bytes the process has written through write-like calls so far (sockets included: /proc/<pid>/io wchar). */
export function writtenBytes(pid: number): number {
  try {
    const match = /^wchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
