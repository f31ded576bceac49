import { CpuWindow, WaitWindow } from './proc.ts';
import type { Probe } from './probe.ts';
import type { ServerProcess } from './server-process.ts';
import { round } from './stats.ts';
import type { WorkerPool } from './worker-pool.ts';

// Measuring a window of a run: CPU and waits by process group, the server's event loop, and the probe's latency.

export const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
export type Log = (line: string) => void;

export interface Watched {
  server: ServerProcess;
  pool: WorkerPool;
  probe: Probe;
  profile: boolean;
}

/** What happens on the machine between two epoch times (ms): CPU by process group, server loop, probe. */
export async function measureBetween(from: number, to: number, { server, pool, probe, profile }: Watched) {
  await sleepUntil(from);
  const serverCpu = new CpuWindow(server.pids);
  const loadCpu = new CpuWindow(pool.pids);
  const parentCpu = new CpuWindow([process.pid]);
  const machineCpu = new CpuWindow('machine');
  const serverWait = new WaitWindow(server.pids);
  const loadWait = new WaitWindow(pool.pids);
  probe.begin();
  await server.ask('reset-loop');
  if (profile) await server.ask('profile-start');
  await sleepUntil(to);
  const [ownServer, load] = [serverCpu.percent(), loadCpu.percent()];
  const other = machineCpu.percent() - ownServer - load - parentCpu.percent();
  const end = await server.ask(profile ? 'profile-stop' : 'stats');
  return {
    serverCpu: round(ownServer),
    loadCpu: round(load),
    // Per-process and machine-wide counters tick separately: a quiet machine can come out a little negative.
    otherCpu: round(Math.max(0, other)),
    serverWait: round(serverWait.percent()),
    loadWait: round(loadWait.percent()),
    probeMs: probe.end(),
    serverLoop: end.stats.loop,
    answerStages: end.stats.answerStages,
    revealStages: end.stats.revealStages,
    profile: end.profile,
    windowSeconds: (to - from) / 1000,
  };
}
