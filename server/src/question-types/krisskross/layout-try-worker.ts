import { prepareSearch } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { Piece } from '@plw/shared/question-types/krisskross/piece';
import { searchTry } from '@plw/shared/question-types/krisskross/search-layout';
import { serveJobs } from './job-worker.ts';
import type { TriesJob } from './layout-pool.ts';

// The worker thread's side of layout-pool.ts: runs the tries of the search it is sent, in order, and answers with
// their layouts. The tries of one job share the beam's pieces, as they do when the engine runs them in turn.

serveJobs('layout-try-worker.ts', (job: TriesJob) => {
  const { words, settings } = prepareSearch(job.questions, job.options);
  const beams = new Map<string, Piece | undefined>();
  return job.tries.map((k) => searchTry(words, settings, k, beams));
});
