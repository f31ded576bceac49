import { availableParallelism } from 'node:os';
import { assembleLayout } from '@plw/shared/question-types/krisskross/assemble-layout';
import { emptyLayout, prepareSearch } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { bestOfTries, maxTries, type SearchedLayout, triesKept } from '@plw/shared/question-types/krisskross/search-layout';
import type { KrissKrossLayout, KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { createJobWorker } from './job-worker.ts';
import type { ThreadLayoutOptions } from './layout-thread.ts';

// Lays a kriss-kross grid out with the search's tries spread over several worker threads (a 30-word list makes six
// independent tries). The grid is the one layoutKrissKross gives: every try is seeded by its number alone, and the
// best is chosen by the ranking in the tries' order (bestOfTries), never by which thread finished first. A list
// whose later tries are kept only when the first leaves it in pieces (triesKept) runs them after it.

export interface TriesJob {
  questions: KrissKrossQuestion[];
  options: ThreadLayoutOptions;
  tries: number[];
}

export interface LayoutPool {
  readonly threads: number;
  layout(questions: readonly KrissKrossQuestion[], options?: ThreadLayoutOptions): Promise<KrissKrossLayout>;
  /** Stops the workers; pending layouts fail. The next layout starts fresh ones. */
  close(): Promise<void>;
}

/** A try in one piece: triesKept tells from it whether the list's tries are fixed in number. */
const EMPTY_TRY: SearchedLayout = { placements: [], rows: 0, cols: 0, pieces: 1 };

const workerEntry = new URL('./layout-try-worker.ts', import.meta.url);

/** A pool of `threads` workers (by default one per core, at most the six tries a list can make). */
export function createLayoutPool(threads = Math.min(availableParallelism(), 6)): LayoutPool {
  const workers = Array.from({ length: Math.max(1, threads) }, () =>
    createJobWorker<TriesJob, SearchedLayout[]>(workerEntry, 'kriss-kross layout pool worker'));
  return {
    threads: workers.length,
    async layout(questions, options = {}) {
      if (questions.length === 0) return emptyLayout();
      // Prepared here too: a list the engine refuses fails at once, and the tries are ranked on these words.
      const { words } = prepareSearch(questions, options);
      const list = questions.map(({ id, answer, direction }) => ({ id, answer, direction }));
      const clean = { language: options.language, seed: options.seed, auto: options.auto, effort: options.effort };
      const run = async (tries: readonly number[]) => {
        const shares = workers.map((_, w) => tries.filter((_k, i) => i % workers.length === w));
        const results = await Promise.all(
          shares.map((share, w) => (share.length === 0 ? [] : (workers[w]?.run({ ...job, tries: share }) ?? []))),
        );
        shares.forEach((share, w) => share.forEach((k, i) => (layouts[k] = results[w]?.[i] as SearchedLayout)));
      };
      const job = { questions: list, options: clean };
      const layouts: SearchedLayout[] = [];
      // Try 0 alone when it decides whether more are kept; the six of a list of 9 to 30 words all at once.
      const all = Array.from({ length: maxTries(questions.length) }, (_, k) => k);
      const first = triesKept(words, EMPTY_TRY) > 1 ? all : [0];
      await run(first);
      const kept = triesKept(words, layouts[0] as SearchedLayout);
      if (kept > first.length) await run(all.slice(first.length, kept));
      return assembleLayout(questions, words, bestOfTries(words, layouts.slice(0, kept)), 0);
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
