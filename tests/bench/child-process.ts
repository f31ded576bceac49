import type { ChildProcess } from 'node:child_process';

// The benchmarks' child processes (servers, load workers): their output relayed, and stopping them.

/** Lines of a child's output go to our stderr, tagged: stdout must end with the benchmark's JSON. */
export function relay(child: ChildProcess, tag: string) {
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stderr.write(`[${tag}] ${line}\n`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
}

/** Stops a child; an exit we did not ask for is reported on stderr, since it explains what follows. */
export function stopper(child: ChildProcess, tag: string): () => Promise<void> {
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[${tag}] exited unexpectedly (${code ?? signal})\n`);
  });
  return () =>
    new Promise((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}
