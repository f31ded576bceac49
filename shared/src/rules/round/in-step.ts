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
    const shift = step ? skipShift(step, at) : 0;
    if (!step || shift <= 0) continue;
    const open = at < step.locksAt;
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

/** How much a skip of `step` at `at` brings every later moment forward: 0 when its stage has nothing left to skip. */
function skipShift(step: QuestionWindow, at: number): number {
  if (at < step.opensAt || at >= step.closesAt) return 0;
  if (at < step.locksAt) return step.locksAt - at;
  return Math.max(0, step.closesAt - Math.max(at, step.locksAt + MIN_REVEAL_MS));
}

/** A host's press of "next" at `at`, on the question (and, when the screen says it, the stage) it moves on from. */
export interface NextPress {
  question: number;
  stage?: QuestionStage | undefined;
  at: number;
}

/**
 * The host's skips with `press` added, or null when the press moves nothing: its question or its stage is already
 * passed (a second press, a stale screen), the round is not running by `endsAt` (the stored end, sooner after an
 * early end), or the reveal is already at its least. Only a press that moves the schedule is stored, so one move
 * is one skip however often the button is pressed.
 */
export function pressNext(
  window: RoundWindow,
  schedule: readonly QuestionWindow[],
  skips: readonly StageSkip[],
  press: NextPress,
  endsAt: number = window.endsAt,
): StageSkip[] | null {
  const moved = skipAhead(window, schedule, skips);
  const now = momentAt({ ...moved.window, endsAt: Math.min(moved.window.endsAt, endsAt) }, moved.schedule, press.at);
  if (now.phase !== 'running' || now.question !== press.question) return null;
  if (press.stage !== undefined && now.stage !== press.stage) return null;
  const step = moved.schedule[press.question];
  if (!step || skipShift(step, press.at) <= 0) return null;
  return [...skips, { question: press.question, at: press.at }];
}
