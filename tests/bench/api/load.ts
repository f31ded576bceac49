import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The parent's side of one load run: forks load-process.ts, hands it the call and waits for its figures.

const LOAD_PROCESS = fileURLToPath(new URL('./load-process.ts', import.meta.url));

export interface LoadRequest {
  url: string;
  /** Bearer tokens the requests take in turn (the baseline gets them too, so the load generator's work is alike). */
  tokens: string[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export type LoadReply = ({ ok: true } & LoadFigures) | { ok: false; error: string };

export function runLoad(request: LoadRequest): Promise<LoadFigures> {
  const child = fork(LOAD_PROCESS, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[load] ${chunk.toString()}`));
  return new Promise((resolve, reject) => {
    child.once('message', (reply: LoadReply) => {
      if (reply.ok) {
        const { ok: _ok, ...figures } = reply;
        resolve(figures);
      } else {
        reject(new Error(`autocannon failed: ${reply.error}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`the load process exited with code ${code} before answering`)));
    child.send(request);
  });
}
