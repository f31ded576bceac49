import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

// Which cores the benchmark's sides run on: the servers (round and echo) on one core, the load generator
// and the parent on the other, pinned with taskset (util-linux), so that a figure of the server is not
// the load generator's queueing and the two never take each other's time. Without taskset or with one core
// nothing is pinned and the run says so.

export interface Cores {
  /** taskset's core lists, e.g. '0' and '1'; null when nothing is pinned. */
  server: string | null;
  load: string | null;
  /** How many cores the servers may use (what the summary calls serverCores). */
  serverCores: number;
  /** Why nothing is pinned, for the report. */
  note: string | undefined;
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Servers on core 0, the load on the last core; unpinned when that cannot be done. */
export function chooseCores(): Cores {
  const count = os.availableParallelism();
  if (count < 2) return { server: null, load: null, serverCores: count, note: `only ${count} core: nothing pinned` };
  if (!hasTaskset()) {
    return { server: null, load: null, serverCores: count, note: 'taskset (util-linux) is missing: nothing pinned, server and load share every core' };
  }
  return { server: '0', load: String(count - 1), serverCores: 1, note: undefined };
}

/**
 * How to start a Node process on some cores: the command and the arguments before Node's own (taskset
 * execs Node in its place, so the pid and the IPC channel are Node's).
 */
export function onCores(cores: string | null): { command: string; prefix: string[] } {
  if (cores === null) return { command: process.execPath, prefix: [] };
  return { command: 'taskset', prefix: ['-c', cores, process.execPath] };
}

/** Pins a running process, every thread of it, to some cores (the parent, which is already running). */
export function pinRunning(pid: number, cores: string): string | undefined {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', cores, String(pid)], { stdio: 'ignore' });
    return undefined;
  } catch (error) {
    return `could not pin ${pid} to core ${cores}: ${String(error)}`;
  }
}

/** The cores a process may run on, as Linux says (Cpus_allowed_list), to show that pinning took. */
export function allowedCores(pid: number): string {
  try {
    return /^Cpus_allowed_list:\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
  } catch {
    return '?';
  }
}
