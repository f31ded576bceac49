import { parentPort } from 'node:worker_threads';
import { layoutKrissKross } from '@plw/shared/krisskross/layout-kriss-kross';
import type { LayoutJob, LayoutReply } from './layout-thread.ts';

// The worker thread's side of layout-thread.ts: lays out each job it is sent, in order, and answers with the
// grid or with why the engine refused. A throwing layout fails its job only; the worker lives on.

if (!parentPort) throw new Error('layout-worker.ts runs only as a worker thread (layout-thread.ts starts it)');
const port = parentPort;

port.on('message', (job: LayoutJob) => {
  let reply: LayoutReply;
  try {
    reply = { id: job.id, ok: true, layout: layoutKrissKross(job.questions, job.options) };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
