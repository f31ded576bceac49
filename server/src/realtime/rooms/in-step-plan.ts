import type { InStepState, QuestionReveal, RoundQuestions } from '@plw/protocol/socket/round-events';
import type { RoundEngine } from '@plw/shared/rules/round/engine';
import type { QuestionWindow } from '@plw/shared/rules/round/in-step';
import type { InStepType } from '@plw/shared/rules/round/type-rules';
import type { RevealFacts, RevealLine } from './reveal-facts.ts';

// What a quiz round in step puts on the wire, as one process sees it: each question with its moments, the
// questions a player may hold at a moment, and each revealed question's facts as read at its lock. The rules
// (the schedule, which answers are taken, what may be shown when) are the round engine's; every process arms the
// same moments and writes to its own sockets, so nothing here needs a lease.

/** The questions of a type that may play in step (a quiz's), as the round's type rules say. */
type InStepQuestions = Extract<RoundQuestions, { type: InStepType }>;
/** A question of the round with its moments. */
export interface InStepStep {
  item: InStepQuestions['questions'][number];
  window: QuestionWindow;
}

export class InStepPlan {
  /** Each revealed question's facts as sent at its lock, for players joining during its reveal. */
  private readonly reveals = new Map<number, RevealFacts>();

  constructor(
    private readonly engine: RoundEngine,
    private readonly questions: InStepQuestions,
  ) {}

  /** Each question's moments now: the engine's (a hosted round's host may have skipped ahead). */
  get schedule(): readonly QuestionWindow[] {
    return this.engine.schedule ?? [];
  }

  /** The question at a place in the round, with its moments. */
  step(question: number): InStepStep | undefined {
    const item = this.questions.questions[question];
    const window = this.schedule[question];
    return item && window ? { item, window } : undefined;
  }

  /** Before the start, only the first question goes out sealed: the start's key must open nothing more. */
  get first(): InStepQuestions {
    return this.opened(1);
  }

  /** The questions a player may hold at `now`: those opened so far, never one still to come. */
  openedAt(now: number): InStepQuestions {
    return this.opened(this.engine.openedCount(now));
  }

  revealed(question: number, facts: RevealFacts) {
    this.reveals.set(question, facts);
  }

  /**
   * Where the round in step stands for a player at `now`: the moment, their locked answer to the open question,
   * and the reveal on now with their own line (as this process sent it at the lock; none if it joined the round after).
   */
  stateAt(now: number, playerId: string, lineOf: (questionId: string) => RevealLine): InStepState {
    const moment = this.engine.moment(now);
    const step = moment?.phase === 'running' ? this.step(moment.question) : undefined;
    if (moment?.phase !== 'running' || !step) return { schedule: [...this.schedule], moment: null, locked: null, reveal: null };
    const locked = this.engine.lockedAnswer(playerId, now);
    const facts = this.reveals.get(moment.question);
    return {
      schedule: [...this.schedule],
      moment: { question: moment.question, stage: moment.stage },
      locked: locked && { questionId: locked.questionId, answer: locked.answer },
      reveal: moment.stage === 'revealed' && facts ? revealWith(facts, lineOf(facts.questionId)) : null,
    };
  }

  private opened(count: number): InStepQuestions {
    return openedOf(this.questions, count);
  }
}

/** A reveal as one player sees it: the facts everyone got, with their own line. */
function revealWith(facts: RevealFacts, me: RevealLine): QuestionReveal {
  return { ...facts, me };
}

/** The first `count` questions of a round's, of whichever type (each type keeps its own question shape). */
function openedOf<Q extends InStepQuestions>(questions: Q, count: number): Q {
  return { ...questions, questions: questions.questions.slice(0, count) };
}
