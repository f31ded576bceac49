import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCores } from './cores.ts';
import type { CallName, CallReply, WorkerCalls } from './messages.ts';

// The load-generator processes as the parent sees them: players split evenly between them, and one call
// sent to all at once, resolving with every worker's answer.

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

interface Worker {
  process: ChildProcess;
  firstIndex: number;
  count: number;
}

export class WorkerPool {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();

  private constructor(readonly workers: readonly Worker[]) {
    for (const worker of workers) {
      worker.process.on('message', (reply: CallReply) => {
        const pending = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if (reply.ok) pending?.resolve(reply.result);
        else pending?.reject(new Error(`load worker failed: ${reply.error}`));
      });
      worker.process.on('exit', (code, signal) => {
        if (code === 0 || signal === 'SIGTERM') return;
        for (const pending of this.waiting.values()) pending.reject(new Error(`a load worker exited (${code ?? signal})`));
        this.waiting.clear();
      });
    }
  }

  /** `processes` workers on `cores` (taskset's list; null: anywhere). */
  static start(players: number, processes: number, cores: string | null): WorkerPool {
    const { command, prefix } = onCores(cores);
    const workers: Worker[] = [];
    for (let w = 0; w < processes; w++) {
      const firstIndex = Math.floor((players * w) / processes);
      const count = Math.floor((players * (w + 1)) / processes) - firstIndex;
      const child = fork(WORKER, [String(firstIndex), String(count)], {
        execPath: command,
        execArgv: [...prefix, '--import', 'tsx', '--max-old-space-size=4096'],
        // The parent's stdout ends with the JSON line: workers write to stderr only.
        stdio: ['ignore', 2, 2, 'ipc'],
      });
      workers.push({ process: child, firstIndex, count });
    }
    return new WorkerPool(workers);
  }

  get pids(): number[] {
    return this.workers.map((w) => w.process.pid ?? 0);
  }

  /** Sends one call to every worker, with arguments per worker, and waits for all their answers. */
  all<K extends CallName>(call: K, args: (worker: Worker) => WorkerCalls[K]['args']): Promise<WorkerCalls[K]['result'][]> {
    return Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<WorkerCalls[K]['result']>((resolve, reject) => {
            const id = this.nextId++;
            this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
            worker.process.send({ id, call, args: args(worker) });
          }),
      ),
    );
  }

  stop(): void {
    for (const worker of this.workers) if (worker.process.exitCode === null) worker.process.kill('SIGTERM');
  }
}
