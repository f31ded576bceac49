import { createJobWorker } from './job-worker.ts';
import type { KrissKrossLayout, KrissKrossQuestion, LayoutOptions } from '@plw/shared/question-types/krisskross/types';

// Lays kriss-kross grids out in a worker thread, so a layout (hundreds of ms, about a second for long lists) never
// stalls the server's event loop. The engine is pure and seeded, so the grid is the one it gives on the main thread.
// One long-lived worker takes the jobs in turn (job-worker.ts).

/** What may cross to the worker: the engine's options without a clock (the worker has no use for one). */
export type ThreadLayoutOptions = Pick<LayoutOptions, 'language' | 'seed' | 'auto' | 'effort'>;

export interface LayoutJob {
  questions: KrissKrossQuestion[];
  options: ThreadLayoutOptions;
}

const workerEntry = new URL('./layout-worker.ts', import.meta.url);

export interface LayoutThread {
  layout(questions: readonly KrissKrossQuestion[], options?: ThreadLayoutOptions): Promise<KrissKrossLayout>;
  /** Stops the worker; pending jobs fail. The next layout starts a fresh one. */
  close(): Promise<void>;
}

/** A layout thread running the given worker entry (the engine's by default). */
export function createLayoutThread(entry: URL = workerEntry): LayoutThread {
  const worker = createJobWorker<LayoutJob, KrissKrossLayout>(entry, 'kriss-kross layout worker');
  return {
    layout: (questions, options = {}) =>
      worker.run({
        questions: questions.map(({ id, answer, direction }) => ({ id, answer, direction })),
        options: { language: options.language, seed: options.seed, auto: options.auto, effort: options.effort },
      }),
    close: () => worker.close(),
  };
}

const shared = createLayoutThread();

/** `layoutKrissKross(questions, options)`, computed in the server's layout worker thread. */
export function layoutInThread(
  questions: readonly KrissKrossQuestion[],
  options: ThreadLayoutOptions = {},
): Promise<KrissKrossLayout> {
  return shared.layout(questions, options);
}
