import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { serveJobs } from './job-worker.ts';
import type { LayoutJob } from './layout-thread.ts';

// The worker thread's side of layout-thread.ts: lays out each job it is sent, in order, and answers with the
// grid or with why the engine refused. A throwing layout fails its job only; the worker lives on.

serveJobs('layout-worker.ts', (job: LayoutJob) => layoutKrissKross(job.questions, job.options));
