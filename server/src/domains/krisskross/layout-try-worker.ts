import { parentPort } from 'node:worker_threads';
import { prepareSearch } from '@plw/shared/krisskross/layout-kriss-kross';
import type { Piece } from '@plw/shared/krisskross/piece';
import { searchTry } from '@plw/shared/krisskross/search-layout';
import type { TriesJob, TriesReply } from './layout-pool.ts';

// The worker thread's side of layout-pool.ts: runs the tries of the search it is sent, in order, and answers with
// their layouts. The tries of one job share the beam's pieces, as they do when the engine runs them in turn.

if (!parentPort) throw new Error('layout-try-worker.ts runs only as a worker thread (layout-pool.ts starts it)');
const port = parentPort;

port.on('message', (job: TriesJob) => {
  let reply: TriesReply;
  try {
    const { words, settings } = prepareSearch(job.questions, job.options);
    const beams = new Map<string, Piece | undefined>();
    reply = { id: job.id, ok: true, layouts: job.tries.map((k) => searchTry(words, settings, k, beams)) };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
