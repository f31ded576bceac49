import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Language } from '@plw/shared/constants';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { afterAll, describe, expect, it } from 'vitest';
import { drawList, loadFixture } from '../../../../tests/bench/krisskross-lists.ts';
import { createLayoutPool } from './layout-pool.ts';

// The search's tries spread over worker threads give the grid the engine gives running them in turn, whatever the
// number of threads and however busy the machine: the engine reads no clock, and the best try is chosen by the
// ranking in the tries' order. The benchmark's 15-word lists make six tries each; an 8-word list makes one or two.

const CASES: { language: Language; size: number; auto: boolean }[] = [
  { language: 'English', size: 15, auto: false },
  { language: 'German', size: 15, auto: true },
  { language: 'Arabic', size: 8, auto: true },
  { language: 'Hindi', size: 15, auto: false },
];
const listOf = (c: (typeof CASES)[number]) => drawList(loadFixture(c.language), c.size);
const hashOf = (layout: KrissKrossLayout) => createHash('sha256').update(JSON.stringify(layout)).digest('hex');

/** A worker thread that keeps a core busy until terminated: the machine the issue saw, at a smaller scale. */
function busyWorker(): Worker {
  return new Worker('for (;;) Math.sqrt(Math.random());', { eval: true });
}

const pools = [1, 2, 3].map((threads) => createLayoutPool(threads));
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('createLayoutPool', () => {
  const alone = CASES.map((c) => hashOf(layoutKrissKross(listOf(c), { language: c.language, auto: c.auto, seed: 5 })));

  it.each(pools.map((pool) => ({ pool, threads: pool.threads })))(
    'gives the grid of layoutKrissKross with $threads thread(s)',
    async ({ pool }) => {
      for (const [i, c] of CASES.entries()) {
        const layout = await pool.layout(listOf(c), { language: c.language, auto: c.auto, seed: 5 });
        expect(hashOf(layout), `${c.language} ${c.size}`).toBe(alone[i]);
      }
    },
    120_000,
  );

  it('gives the same grids beside threads that keep every core busy', async () => {
    const busy = [busyWorker(), busyWorker()];
    try {
      const pool = pools[1];
      if (pool === undefined) throw new Error('The two-thread pool is missing');
      for (const [i, c] of CASES.entries()) {
        const options = { language: c.language, auto: c.auto, seed: 5 };
        expect(hashOf(layoutKrissKross(listOf(c), options)), `${c.language} ${c.size}`).toBe(alone[i]);
        expect(hashOf(await pool.layout(listOf(c), options))).toBe(alone[i]);
      }
    } finally {
      await Promise.all(busy.map((w) => w.terminate()));
    }
  }, 180_000);

  it("refuses a list the engine refuses, with the engine's reason", async () => {
    const [pool] = pools;
    await expect(pool?.layout([{ id: 'q1', answer: ' , ', direction: 'Across' }])).rejects.toThrow(
      'Answer of question q1 has no letters',
    );
    expect(await pool?.layout([])).toEqual(layoutKrissKross([]));
  });
});
