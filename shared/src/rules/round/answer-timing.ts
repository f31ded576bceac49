import { IN_STEP_RULES, type QuestionWindow } from './in-step.ts';
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
