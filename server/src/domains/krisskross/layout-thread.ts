import { Worker } from 'node:worker_threads';
import type { KrissKrossLayout, KrissKrossQuestion, LayoutOptions } from '@plw/shared/krisskross/types';

// Lays kriss-kross grids out in a worker thread, so a layout (hundreds of ms, about a second for long lists) never
// stalls the server's event loop. The engine is pure and seeded, so the grid is the one it gives on the main thread.
// One long-lived worker takes the jobs in turn; it is started on first use and again after it dies.

/** What may cross to the worker: the engine's options without a clock (the worker has no use for one). */
export type ThreadLayoutOptions = Pick<LayoutOptions, 'language' | 'seed' | 'auto' | 'effort'>;

export interface LayoutJob {
  id: number;
  questions: KrissKrossQuestion[];
  options: ThreadLayoutOptions;
}
export type LayoutReply =
  | { id: number; ok: true; layout: KrissKrossLayout }
  | { id: number; ok: false; message: string };

interface Pending {
  resolve(layout: KrissKrossLayout): void;
  reject(error: Error): void;
}

const workerEntry = new URL('./layout-worker.ts', import.meta.url);

/**
 * The server runs TypeScript through tsx (tests through vitest), so the worker must load its .ts entry through tsx
 * too. On Node 20 `execArgv: ['--import', 'tsx']` does not reach a worker's entry (nodejs/node#47747: "Unknown file
 * extension .ts"), so a small script registers tsx's loader in the worker first and then imports the entry.
 */
export function tsxBootstrap(entry: URL): string {
  return `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

export interface LayoutThread {
  layout(questions: readonly KrissKrossQuestion[], options?: ThreadLayoutOptions): Promise<KrissKrossLayout>;
  /** Stops the worker; pending jobs fail. The next layout starts a fresh one. */
  close(): Promise<void>;
}

/** A layout thread running the given worker entry (the engine's by default). */
export function createLayoutThread(entry: URL = workerEntry): LayoutThread {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const failAll = (from: Worker, error: Error) => {
    if (worker !== from) return;
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(tsxBootstrap(entry), { eval: true, execArgv: [] });
    started.unref(); // idle, it never keeps the process alive; a pending job refs it (below)
    started.on('message', (reply: LayoutReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) job.resolve(reply.layout);
      else job.reject(new Error(`Kriss-kross layout failed: ${reply.message}`));
    });
    started.on('error', (error) => failAll(started, new Error(`The kriss-kross layout worker failed: ${error.message}`)));
    started.on('messageerror', (error) => {
      failAll(started, new Error(`The kriss-kross layout worker sent an unreadable answer: ${error.message}`));
      void started.terminate();
    });
    started.on('exit', (code) => failAll(started, new Error(`The kriss-kross layout worker stopped (exit code ${code})`)));
    return started;
  };

  return {
    layout(questions, options = {}) {
      const current = worker ?? (worker = start());
      const id = nextId++;
      const job: LayoutJob = {
        id,
        questions: questions.map(({ id: questionId, answer, direction }) => ({ id: questionId, answer, direction })),
        options: { language: options.language, seed: options.seed, auto: options.auto, effort: options.effort },
      };
      return new Promise<KrissKrossLayout>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.ref(); // a caller awaits this job: the process waits for it
        current.postMessage(job);
      });
    },
    async close() {
      const current = worker;
      if (!current) return;
      failAll(current, new Error('The kriss-kross layout worker was closed'));
      await current.terminate();
    },
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
