import { IN_STEP_RULES, inStepSchedule, type QuestionWindow, skipAhead, type StageSkip } from './in-step.ts';
import type { RoundWindow } from './schedule.ts';

// May an answer be taken at this moment, and how far into its window did it come (what its points are
// weighed by)? The server's one rule for a live round's answers; the time comes in from its clock.

/** When an answer reached the server, and when it counts as sent: received less the lag refunded to it. */
export interface AnswerClock {
  receivedAt: number;
  sentAt: number;
}

export type RoundAnswerRefusal = 'not-started' | 'round-over';
export type InStepAnswerRefusal = RoundAnswerRefusal | 'question-not-open' | 'question-locked';

export type AnswerTiming<Refusal extends string> =
  | {
    accepted: true;
    /** From the opening of what was answered (the round, or the question in step) to when it was sent. */
    elapsedMs: number;
    /** How long that stayed open: the points are weighed by elapsedMs over it. */
    windowMs: number;
  }
  | { accepted: false; because: Refusal };

/**
 * A free round (every question open at once): answers arrive from the start (no refund reaches back before it)
 * and count until the end, by when they were sent.
 */
export function freeAnswerTiming(window: RoundWindow, at: AnswerClock): AnswerTiming<RoundAnswerRefusal> {
  if (at.receivedAt < window.startsAt) return { accepted: false, because: 'not-started' };
  if (at.sentAt >= window.endsAt) return { accepted: false, because: 'round-over' };
  // A lag refund may reach back before the start: an answer is never timed before the moment it could be given.
  const elapsedMs = Math.max(0, at.sentAt - window.startsAt);
  return { accepted: true, elapsedMs, windowMs: window.endsAt - window.startsAt };
}

/**
 * An in-step round: the same round limits, and a question takes answers only while it is open, from its
 * opening (received) to its lock (sent). An answer sent before the lock by its lag refund still counts if it
 * arrives within `IN_STEP_RULES.lateAnswerMs` of the lock; the reveal is read after that.
 */
export function inStepAnswerTiming(
  window: RoundWindow,
  schedule: readonly QuestionWindow[],
  question: number,
  at: AnswerClock,
): AnswerTiming<InStepAnswerRefusal> {
  const round = freeAnswerTiming(window, at);
  if (!round.accepted) return round;
  const step = schedule[question];
  if (!step || at.receivedAt < step.opensAt) return { accepted: false, because: 'question-not-open' };
  const late = at.receivedAt >= step.locksAt + IN_STEP_RULES.lateAnswerMs;
  if (at.sentAt >= step.locksAt || late) return { accepted: false, because: 'question-locked' };
  const elapsedMs = Math.max(0, at.sentAt - step.opensAt);
  return { accepted: true, elapsedMs, windowMs: step.locksAt - step.opensAt };
}

/** How a finished round's questions opened: its window, in step or free, and a hosted round's host's skips. */
export interface RoundOpenings {
  window: RoundWindow;
  inStep: boolean;
  skips?: readonly StageSkip[];
}

/**
 * When each of a round's questions opened, in ms after the round's start: in step by its schedule with the host's
 * skips applied (a question opened early when the one before was skipped), free all at the start.
 */
export function questionOpenings(round: RoundOpenings, questionCount: number): number[] {
  if (!round.inStep || questionCount < 1 || round.window.endsAt - round.window.startsAt < questionCount) {
    return Array.from({ length: Math.max(0, questionCount) }, () => 0);
  }
  const planned = inStepSchedule(round.window, questionCount);
  const { schedule } = skipAhead(round.window, planned, round.skips ?? []);
  return schedule.map((step) => step.opensAt - round.window.startsAt);
}

/**
 * The time an answer took: from its question's opening to when it counts as sent. Answers are stored timed from the
 * round's start (the ranking's tie-break reads that); every surface that shows how long answering took (results,
 * CSV, statistics) reads it through this, never before the opening.
 */
export function answerTimeMs(elapsedFromStartMs: number, openedAfterMs: number): number {
  return Math.max(0, elapsedFromStartMs - openedAfterMs);
}
