import type { InStepState, QuestionReveal, RoundQuestions, RoundState } from '@plw/protocol/socket/round-events';
import { type AnswerClock, type AnswerTiming, type InStepAnswerRefusal, inStepAnswerTiming } from '@plw/shared/rules/round/answer-timing';
import { inStepSchedule, momentAt, type QuestionWindow, type RoundMoment } from '@plw/shared/rules/round/in-step';
import type { RoundWindow } from '@plw/shared/rules/round/schedule';
import type { RevealFacts } from './in-step-reveal.ts';
import { RoundError } from './round-error.ts';

// A quiz round played in step, as one process sees it: its schedule (the same on every process, from the round's
// window and its questions), which questions a player may see at a moment, and whether an answer is taken. Every
// process arms the same moments and writes to its own sockets, so nothing here needs a lease.

type McqQuestions = Extract<RoundQuestions, { type: 'Mcq' }>;
/** A question of the round with its moments. */
export interface InStepStep {
  item: McqQuestions['questions'][number];
  window: QuestionWindow;
}
/** A player's answer as their seat holds it. */
type SeatAnswer = { questionId: string; answer: string; correct: boolean; points: number };

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
  /** Each revealed question's facts as read at its lock, for players joining during its reveal. */
  private readonly reveals = new Map<number, RevealFacts>();

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
  step(question: number): InStepStep | undefined {
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

  revealed(question: number, facts: RevealFacts) {
    this.reveals.set(question, facts);
  }

  /**
   * What a player's state holds of the round in step at `now`: the questions opened by `openedBy` (null while they
   * are still sealed), verdicts of revealed questions only, the moment, their locked answer to the open question,
   * and the reveal on now (as this process read it at the lock; none if it joined the round after).
   */
  playerView(
    now: number,
    openedBy: number | null,
    answers: readonly SeatAnswer[],
    revealOf: (step: InStepStep, facts: RevealFacts) => QuestionReveal,
  ): Pick<RoundState, 'questions' | 'answers'> & { inStep: InStepState } {
    const shown = answers.filter((a) => this.isRevealed(a.questionId, now));
    return {
      questions: openedBy === null ? null : this.openedAt(openedBy),
      answers: shown.map(({ questionId, correct, points }) => ({ questionId, correct, points })),
      inStep: this.stateAt(now, answers, revealOf),
    };
  }

  private stateAt(
    now: number,
    answers: readonly SeatAnswer[],
    revealOf: (step: InStepStep, facts: RevealFacts) => QuestionReveal,
  ): InStepState {
    const moment = this.moment(now);
    const step = moment.phase === 'running' ? this.step(moment.question) : undefined;
    if (moment.phase !== 'running' || !step) return { schedule: this.schedule, moment: null, locked: null, reveal: null };
    const questionId = step.item.question_id;
    const answer = answers.find((a) => a.questionId === questionId)?.answer;
    const facts = this.reveals.get(moment.question);
    return {
      schedule: this.schedule,
      moment: { question: moment.question, stage: moment.stage },
      locked: moment.stage === 'open' && answer !== undefined ? { questionId, answer } : null,
      reveal: moment.stage === 'revealed' && facts ? revealOf(step, facts) : null,
    };
  }
}
