import { parentPort, Worker } from 'node:worker_threads';

// A long-lived worker thread that takes jobs in turn: started on first use, and again after it dies (every job
// pending then fails, never hangs). Idle, it never keeps the process alive; a pending job does.

/** What a worker answers a job with: its value, or why it failed. */
export type JobReply<V> = { id: number; ok: true; value: V } | { id: number; ok: false; message: string };

export interface JobWorker<J, V> {
  run(job: J): Promise<V>;
  /** Stops the worker; pending jobs fail. The next job starts a fresh one. */
  close(): Promise<void>;
}

interface Pending<V> {
  resolve(value: V): void;
  reject(error: Error): void;
}

/**
 * The server runs TypeScript through tsx (tests through vitest), so the worker must load its .ts entry through tsx
 * too. On Node 20 `execArgv: ['--import', 'tsx']` does not reach a worker's entry (nodejs/node#47747: "Unknown file
 * extension .ts"), so a small script registers tsx's loader in the worker first and then imports the entry.
 */
export function tsxBootstrap(entry: URL): string {
  return `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

/** A worker running `entry`, which answers each `{ ...job, id }` it is sent with a JobReply of that id. */
export function createJobWorker<J extends object, V>(entry: URL, name: string): JobWorker<J, V> {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending<V>>();
  let nextId = 0;

  const failAll = (from: Worker, error: Error) => {
    if (worker !== from) return;
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(tsxBootstrap(entry), { eval: true, execArgv: [] });
    started.unref();
    started.on('message', (reply: JobReply<V>) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(`Kriss-kross layout failed: ${reply.message}`));
    });
    started.on('error', (error) => failAll(started, new Error(`The ${name} failed: ${error.message}`)));
    started.on('messageerror', (error) => {
      failAll(started, new Error(`The ${name} sent an unreadable answer: ${error.message}`));
      void started.terminate();
    });
    started.on('exit', (code) => failAll(started, new Error(`The ${name} stopped (exit code ${code})`)));
    return started;
  };

  return {
    run(job) {
      const current = worker ?? (worker = start());
      const id = nextId++;
      return new Promise<V>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.ref(); // a caller awaits this job: the process waits for it
        current.postMessage({ ...job, id });
      });
    },
    async close() {
      const current = worker;
      if (!current) return;
      failAll(current, new Error(`The ${name} was closed`));
      await current.terminate();
    },
  };
}

/** The worker's side: answers each job it is sent, in order, with `work`'s value or why it threw; it lives on. */
export function serveJobs<J extends object, V>(file: string, work: (job: J) => V) {
  if (!parentPort) throw new Error(`${file} runs only as a worker thread`);
  const port = parentPort;
  port.on('message', (job: J & { id: number }) => {
    let reply: JobReply<V>;
    try {
      reply = { id: job.id, ok: true, value: work(job) };
    } catch (error) {
      reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}
