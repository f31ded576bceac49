import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerStages, revealStages } from '../../../server/src/realtime/rooms/answer-stages.ts';
import type { ProfileSummary, ServerStats, StatsReply, StatsRequest } from './stats-messages.ts';

// Loaded into a benchmarked server process before its entry (`--import`), so the server's own code stays as
// it ships: answers the parent's questions over IPC about its memory (process.memoryUsage), its event
// loop's lag, where its answers' time went (answer-stages.ts: the same module instance as the server's), and,
// when asked, a CPU profile of a window summarised by where the time went.

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let session: Session | undefined;

function stats(): ServerStats {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  // The histogram counts the timer's own 10 ms resolution in every sample: only the excess is lag.
  const lag = (ns: number) => Math.max(0, ns / 1e6 - 10);
  return {
    memory: { rss, heapUsed, heapTotal, external, arrayBuffers },
    loop: { p50Ms: lag(loop.percentile(50)), p99Ms: lag(loop.percentile(99)), maxMs: lag(loop.max) },
    answerStages: answerStages.figures(),
    revealStages: revealStages.figures(),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The app's own code, where a diagnosis can point at a file to change. */
const OWN_CODE = /\/(server|protocol|shared)\/src\//;

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const where = url === '' ? '' : ` ${url.replace(/^.*\/(node_modules|server|protocol|shared)\//, '$1/')}:${lineNumber + 1}`;
  return `${functionName || '(anonymous)'}${where}`;
}

/** Where a function lives, in the words of the diagnosis: which library or which part of the server. */
function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'native / other';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] ?? 'node_modules';
  const source = /\/(server|protocol|shared)\/src\/(?:([^/]+)\/)?/.exec(url);
  if (source) return `${source[1]}/${source[2] ?? ''}`;
  if (url.startsWith('node:') || url === '') return 'node internals';
  return url;
}

function summarise(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const ownInclusive = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas?.[i] ?? 0;
    if (!node) return;
    const { functionName, url } = node.callFrame;
    const area = areaOf(url, functionName);
    total += micros;
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const key = frameName(node.callFrame);
    functions.set(key, (functions.get(key) ?? 0) + micros);
    // Inclusive time of the app's own functions: each once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: ProfileNode | undefined = node; at; at = byId.get(parentOf.get(at.id) ?? -1)) {
      if (!OWN_CODE.test(at.callFrame.url)) continue;
      const name = frameName(at.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      ownInclusive.set(name, (ownInclusive.get(name) ?? 0) + micros);
    }
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000) }));
  return {
    totalMs: Math.round(total / 1000),
    areas: top(areas, 20),
    functions: top(functions, 25),
    ownCode: top(ownInclusive, 20),
  };
}

async function answer(request: StatsRequest): Promise<StatsReply> {
  switch (request.kind) {
    case 'gc':
      (globalThis as { gc?: () => void }).gc?.();
      break;
    case 'reset-loop':
      loop.reset();
      answerStages.reset();
      revealStages.reset();
      break;
    case 'profile-start':
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
      break;
    case 'profile-stop': {
      const { profile } = (await session?.post('Profiler.stop')) ?? {};
      session?.disconnect();
      session = undefined;
      return { id: request.id, stats: stats(), profile: profile ? summarise(profile as never) : undefined };
    }
    default:
      break;
  }
  return { id: request.id, stats: stats() };
}

process.on('message', (request: StatsRequest) => {
  if (typeof request !== 'object' || request === null || !('kind' in request)) return;
  void answer(request).then((reply) => process.send?.(reply));
});
// The IPC channel must not keep a server alive that would otherwise exit.
process.channel?.unref();
