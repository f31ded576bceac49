import type { InStepState, QuestionReveal, RoundQuestions } from '@plw/protocol/socket/round-events';
import { type AnswerClock, type AnswerTiming, type InStepAnswerRefusal, inStepAnswerTiming } from '@plw/shared/rules/round/answer-timing';
import { inStepSchedule, momentAt, type QuestionWindow, type RoundMoment } from '@plw/shared/rules/round/in-step';
import type { RoundWindow } from '@plw/shared/rules/round/schedule';
import { RoundError } from './round-error.ts';

// A quiz round played in step, as one process sees it: its schedule (the same on every process, from the round's
// window and its questions), which questions a player may see at a moment, and whether an answer is taken. Every
// process arms the same moments and writes to its own sockets, so nothing here needs a lease.

type McqQuestions = Extract<RoundQuestions, { type: 'Mcq' }>;

const REFUSALS: Record<InStepAnswerRefusal, () => RoundError> = {
  'not-started': () => new RoundError('NOT_STARTED', 'The round has not started yet'),
  'round-over': () => new RoundError('ROUND_OVER', 'This round is over'),
  'question-not-open': () => new RoundError('QUESTION_NOT_OPEN', 'This question is not open yet'),
  'question-locked': () => new RoundError('QUESTION_LOCKED', 'This question is locked: its answers are in'),
};

export class InStepPlan {
  readonly schedule: QuestionWindow[];
  private readonly places: Map<string, number>;
  /** Questions whose reveal this process has begun: no answer is taken for them after that. */
  private readonly revealing = new Set<number>();

  constructor(
    private readonly window: RoundWindow,
    private readonly questions: McqQuestions,
  ) {
    this.schedule = inStepSchedule(window, questions.questions.length);
    this.places = new Map(questions.questions.map((q, i) => [q.question_id, i]));
  }

  moment(now: number): RoundMoment {
    return momentAt(this.window, this.schedule, now);
  }

  /** The question at a place in the round, with its moments. */
  step(question: number) {
    const item = this.questions.questions[question];
    const window = this.schedule[question];
    return item && window ? { item, window } : undefined;
  }

  /** Before the start, only the first question goes out sealed: the start's key must open nothing more. */
  get first(): McqQuestions {
    return { type: 'Mcq', questions: this.questions.questions.slice(0, 1) };
  }

  /** What a player may see at `now`: the questions opened so far, never one still to come. */
  openedAt(now: number): McqQuestions {
    const moment = this.moment(now);
    const opened = moment.phase === 'running' ? moment.question + 1 : moment.phase === 'ended' ? this.schedule.length : 0;
    return { type: 'Mcq', questions: this.questions.questions.slice(0, opened) };
  }

  /** Whether a question's answers are in (its lock passed): only then may its verdict be shown. */
  isRevealed(questionId: string, now: number): boolean {
    const place = this.places.get(questionId);
    const window = place === undefined ? undefined : this.schedule[place];
    return window !== undefined && now >= window.locksAt;
  }

  /** The answer's timing within its question's own window, or the refusal a player is told. */
  timing(questionId: string, at: AnswerClock): Extract<AnswerTiming<never>, { accepted: true }> {
    const place = this.places.get(questionId);
    if (place === undefined) throw new RoundError('UNKNOWN_QUESTION', 'No such question in this round');
    const timing = inStepAnswerTiming(this.window, this.schedule, place, at);
    if (!timing.accepted) throw REFUSALS[timing.because]();
    if (this.revealing.has(place)) throw REFUSALS['question-locked']();
    return timing;
  }

  /** From now on this process takes no answer for the question: its reveal is being read. */
  beginReveal(question: number) {
    this.revealing.add(question);
  }

  /** The in-step part of a player's state at `now`. */
  stateAt(
    now: number,
    locked: (questionId: string) => string | undefined,
    reveal: (question: number) => QuestionReveal | null,
  ): InStepState {
    const moment = this.moment(now);
    if (moment.phase !== 'running') return { schedule: this.schedule, moment: null, locked: null, reveal: null };
    const questionId = this.step(moment.question)?.item.question_id;
    const answer = questionId === undefined ? undefined : locked(questionId);
    return {
      schedule: this.schedule,
      moment: { question: moment.question, stage: moment.stage },
      locked: moment.stage === 'open' && questionId !== undefined && answer !== undefined ? { questionId, answer } : null,
      reveal: moment.stage === 'revealed' ? reveal(moment.question) : null,
    };
  }
}
