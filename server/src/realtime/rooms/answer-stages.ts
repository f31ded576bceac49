import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

// Where a live answer's time goes on the server, stage by stage, from its handler's start to its ack: the payload
// parsed by its schema, the answer taken by the round's rules, its batch stored, and the ack made; and an in-step
// reveal's, from its moment: the answers in flight stored (`drain`), its facts put together (`facts`: this
// process's scores on the board, every process's counts), and written to every player here (`send`). Kept for
// /metrics and read by the live-round benchmark; a few clock reads per answer, so always on.

export const ANSWER_STAGES = ['parse', 'take', 'store', 'ack', 'total'] as const;
export type AnswerStage = (typeof ANSWER_STAGES)[number];
export const REVEAL_STAGES = ['drain', 'facts', 'send', 'total'] as const;
export type RevealStage = (typeof REVEAL_STAGES)[number];

export interface StageFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

class Stages<S extends string> {
  /** In microseconds: a histogram records integers. */
  private readonly histograms: Map<S, RecordableHistogram>;

  constructor(private readonly stages: readonly S[]) {
    this.histograms = new Map(stages.map((stage) => [stage, createHistogram()]));
  }

  /** Records how long a stage took, from `since` (performance.now()) to now. */
  since(stage: S, since: number) {
    this.histograms.get(stage)?.record(Math.max(1, Math.round((performance.now() - since) * 1000)));
  }

  figures(): Record<S, StageFigures> {
    const ms = (us: number) => Math.round(us) / 1000;
    const entries = this.stages.map((stage) => {
      const histogram = this.histograms.get(stage);
      const count = histogram?.count ?? 0;
      const at = (p: number) => (count === 0 ? 0 : ms(histogram?.percentile(p) ?? 0));
      return [stage, { count, p50Ms: at(50), p99Ms: at(99), maxMs: count === 0 ? 0 : ms(histogram?.max ?? 0) }];
    });
    return Object.fromEntries(entries) as Record<S, StageFigures>;
  }

  reset() {
    for (const histogram of this.histograms.values()) histogram.reset();
  }
}

/** The process's answer and reveal stages: one process, one set of figures. */
export const answerStages = new Stages(ANSWER_STAGES);
export const revealStages = new Stages(REVEAL_STAGES);
