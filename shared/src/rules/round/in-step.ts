import type { ClockPhase, RoundWindow } from './schedule.ts';

// Questions in step: every question opens for everyone at once, stays open for its share of the round, locks,
// and is revealed for a few seconds before the next one opens. The schedule is a pure function of the round's
// window and its question count, so every process works out the same moments without talking to the others,
// and the last reveal ends exactly at the round's end.

export const IN_STEP_RULES = {
  /** How long a question's reveal lasts, when its share of the round allows. */
  revealMs: 5_000,
  /** A reveal never takes more than this share of its question's time, so a short round still leaves time to answer. */
  maxRevealShare: 1 / 3,
  /**
   * How long after a question's lock an answer sent before it (by the lag refund) may still arrive and count.
   * The reveal is read once it has passed, so a slow link loses nothing at the lock.
   */
  lateAnswerMs: 150,
} as const;

/** A question of an in-step round is `open` for answers, then `revealed` (locked, its right answer shown). */
export const QUESTION_STAGES = ['open', 'revealed'] as const;
export type QuestionStage = (typeof QUESTION_STAGES)[number];

/** One question's moments, epoch ms: open on [opensAt, locksAt), revealed on [locksAt, closesAt). */
export interface QuestionWindow {
  /** The question's place in the round, from 0. */
  question: number;
  opensAt: number;
  locksAt: number;
  closesAt: number;
}

/**
 * The round's questions in step: the round's time split into `questionCount` shares as equal as whole
 * milliseconds allow, one after the other, each ending in its reveal. Throws when the round is too short to
 * give every question a millisecond (no game gets there: durations are whole seconds).
 */
export function inStepSchedule(
  window: RoundWindow,
  questionCount: number,
  revealMs: number = IN_STEP_RULES.revealMs,
): QuestionWindow[] {
  const lengthMs = window.endsAt - window.startsAt;
  if (!Number.isInteger(questionCount) || questionCount < 1 || lengthMs < questionCount) {
    throw new RangeError(`A round of ${lengthMs} ms cannot hold ${questionCount} questions in step`);
  }
  // Share boundaries by integer arithmetic: contiguous, and the last one is the round's end exactly.
  const boundary = (i: number) => window.startsAt + Math.floor((i * lengthMs) / questionCount);
  return Array.from({ length: questionCount }, (_, question) => {
    const opensAt = boundary(question);
    const closesAt = boundary(question + 1);
    const reveal = Math.min(Math.max(0, revealMs), Math.floor((closesAt - opensAt) * IN_STEP_RULES.maxRevealShare));
    return { question, opensAt, locksAt: closesAt - reveal, closesAt };
  });
}

/** Where an in-step round stands at `now`: every instant of its window is one stage of exactly one question. */
export type RoundMoment =
  | { phase: Exclude<ClockPhase, 'running'> }
  | { phase: 'running'; question: number; stage: QuestionStage; /** When this stage ends. */ until: number };

export function momentAt(window: RoundWindow, schedule: readonly QuestionWindow[], now: number): RoundMoment {
  if (now < window.startsAt) return { phase: 'waiting' };
  if (now >= window.endsAt) return { phase: 'ended' };
  const step = questionAt(schedule, now);
  if (!step) return { phase: 'ended' };
  return now < step.locksAt
    ? { phase: 'running', question: step.question, stage: 'open', until: step.locksAt }
    : { phase: 'running', question: step.question, stage: 'revealed', until: step.closesAt };
}

/** The question whose time holds `now`, by binary search (schedules are in order and contiguous). */
function questionAt(schedule: readonly QuestionWindow[], now: number): QuestionWindow | undefined {
  let low = 0;
  let high = schedule.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const step = schedule[middle];
    if (!step) return undefined;
    if (now < step.opensAt) high = middle - 1;
    else if (now >= step.closesAt) low = middle + 1;
    else return step;
  }
  return undefined;
}

/** A host's "next" at `at`: the rest of `question`'s current stage is skipped for everyone at once. */
export interface StageSkip {
  question: number;
  at: number;
}

/** However early a host moves on, a reveal stays up this long, so the reveal is read and seen before the next opens. */
export const MIN_REVEAL_MS = 1_500;

/**
 * The schedule and window with a host's skips applied, in order: a skip during a question's open stage locks it at
 * once (its reveal follows, as long as before); a skip during its reveal opens the next question (after
 * MIN_REVEAL_MS); every later moment, and the round's end, come that much sooner. A skip of a question whose time
 * is over changes nothing, so a skip sent twice is harmless.
 */
export function skipAhead(
  window: RoundWindow,
  schedule: readonly QuestionWindow[],
  skips: readonly StageSkip[],
): { window: RoundWindow; schedule: QuestionWindow[] } {
  let steps = schedule.map((step) => ({ ...step }));
  let endsAt = window.endsAt;
  for (const { question, at } of skips) {
    const step = steps[question];
    if (!step || at < step.opensAt || at >= step.closesAt) continue;
    const open = at < step.locksAt;
    const cut = open ? at : Math.max(at, step.locksAt + MIN_REVEAL_MS);
    const shift = open ? step.locksAt - cut : step.closesAt - cut;
    if (shift <= 0) continue;
    steps = steps.map((s) => {
      if (s.question < question) return s;
      const closesAt = s.closesAt - shift;
      if (s.question > question) return { ...s, opensAt: s.opensAt - shift, locksAt: s.locksAt - shift, closesAt };
      return open ? { ...s, locksAt: s.locksAt - shift, closesAt } : { ...s, closesAt };
    });
    endsAt -= shift;
  }
  return { window: { startsAt: window.startsAt, endsAt }, schedule: steps };
}
