import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Language } from '@plw/shared/constants';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossLayout, KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import type { LayoutPool } from '../../server/src/question-types/krisskross/layout-pool.ts';
import type { Mode } from './krisskross-targets.ts';

// The engine's speed on the long lists, as percentiles over every run of every list (one thread, as the server's
// layout thread and the studio's Worker run it, and with the tries spread over a pool of worker threads), and the
// proof that speed never changes a grid: the same list and seed give the same grid run again, run while worker
// threads keep every core busy, and run through the pool.

/** The speed targets, in ms, by list size: reported, never failed, as a shared machine's speed is noise. */
export const SPEED_TARGETS: Readonly<Record<number, number>> = { 30: 250, 100: 1000 };

export interface Timed {
  size: number;
  mode: Mode;
  engine: string;
  times: number[];
  densities: number[];
}

export interface Listed {
  language: Language;
  mode: Mode;
  list: KrissKrossQuestion[];
}

/** The nearest-rank percentile: the smallest value that at least q of the values do not exceed. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export const gridHash = (layout: KrissKrossLayout) =>
  createHash('sha256')
    .update(JSON.stringify({ ...layout, metrics: { ...layout.metrics, ms: 0 } }))
    .digest('hex')
    .slice(0, 12);

/** Each list laid out `runs` times through the pool, timed. */
export async function poolTimes(pool: LayoutPool, lists: readonly Listed[], runs: number): Promise<Timed[]> {
  // Untimed, the first list once: starting the threads and compiling the engine in each is not a layout's time.
  const [warm] = lists;
  if (warm !== undefined) await pool.layout(warm.list, { language: warm.language, auto: warm.mode === 'auto', seed: 2 });
  const timed = new Map<string, Timed>();
  for (const { language, mode, list } of lists) {
    const key = `${list.length} ${mode}`;
    const entry = timed.get(key) ?? { size: list.length, mode, engine: `pool×${pool.threads}`, times: [], densities: [] };
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const layout = await pool.layout(list, { language, auto: mode === 'auto', seed: 1 });
      entry.times.push(performance.now() - started);
      if (run === 0) entry.densities.push(layout.metrics.density);
    }
    timed.set(key, entry);
  }
  return [...timed.values()];
}

export function printSpeed(rows: readonly Timed[]): void {
  console.log('\nSpeed over every run of every list (ms; density is the mean over the lists):');
  console.log('size mode    engine   runs   p50    p95    max  density  target');
  for (const r of rows) {
    const [p50, p95, max] = [0.5, 0.95, 1].map((q) => percentile(r.times, q).toFixed(0).padStart(6));
    const density = (r.densities.reduce((a, b) => a + b, 0) / Math.max(1, r.densities.length)).toFixed(3);
    const target = SPEED_TARGETS[r.size];
    const verdict = target === undefined ? '' : `<${target} ms p50 ${percentile(r.times, 0.5) < target ? 'met' : 'slow'}`;
    console.log(
      `${String(r.size).padEnd(4)} ${r.mode.padEnd(7)} ${r.engine.padEnd(7)} ${String(r.times.length).padStart(5)} `
      + `${p50} ${p95} ${max}  ${density.padStart(7)}  ${verdict}`,
    );
  }
}

/** Worker threads that each keep a core busy until terminated. */
function busyThreads(count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }));
}

/** Lists whose grid differed between two runs, a run beside busy threads, and the pool; empty when none did. */
export async function checkDeterminism(pool: LayoutPool, lists: readonly Listed[]): Promise<string[]> {
  const differing: string[] = [];
  for (const { language, mode, list } of lists) {
    const options = { language, auto: mode === 'auto', seed: 1 };
    const once = gridHash(layoutKrissKross(list, options));
    const again = gridHash(layoutKrissKross(list, options));
    const busy = busyThreads(availableParallelism());
    let loaded: string;
    try {
      loaded = gridHash(layoutKrissKross(list, { ...options, now: () => performance.now() }));
    } finally {
      await Promise.all(busy.map((w) => w.terminate()));
    }
    const pooled = gridHash(await pool.layout(list, options));
    const hashes = [once, again, loaded, pooled];
    if (new Set(hashes).size > 1) differing.push(`${language} ${list.length} ${mode}: ${hashes.join(' ')}`);
  }
  return differing;
}
