import { parentPort } from 'node:worker_threads';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import type { JobReply } from './job-worker.ts';
import type { LayoutJob } from './layout-thread.ts';

// For layout-thread.test.ts only: a layout worker that dies on cue. A job whose first question is `exit` ends the
// thread, one whose first question is `crash` throws outside any job (an uncaught error); others are laid out.

parentPort?.on('message', (job: LayoutJob & { id: number }) => {
  const first = job.questions[0]?.id;
  if (first === 'exit') process.exit(3);
  if (first === 'crash') throw new Error('the worker crashed');
  const value = layoutKrissKross(job.questions, job.options);
  const reply: JobReply<KrissKrossLayout> = { id: job.id, ok: true, value };
  parentPort?.postMessage(reply);
});
