import { momentAt } from '@plw/shared/rules/round/in-step';
import type { LiveRoundState } from './live-round-state.ts';

// What a live round's countdown counts to at a moment, by the round clock's rules (shared/src/rules/round): the
// round's end in a free round; in step, the question's lock while it is open, then the next question while it is
// revealed (after the last, the results). Each stage has its own label, so a countdown never starts again under
// the label it just ran out under.

/** round: a free round's end; answer: the open question's lock; next: the next question; results: the round's end. */
export const CLOCK_STAGES = ['round', 'answer', 'next', 'results'] as const;
export type ClockStage = (typeof CLOCK_STAGES)[number];

export interface LiveClock {
  stage: ClockStage;
  startsAt: number;
  endsAt: number;
}

export type ClockSource = Pick<LiveRoundState, 'startsAt' | 'endsAt' | 'inStep'>;

/** The countdown at `now` (server time); null before the round has its times. */
export function liveClockAt(round: ClockSource, now: number): LiveClock | null {
  const { startsAt, endsAt, inStep } = round;
  if (startsAt === null || endsAt === null) return null;
  if (!inStep) return { stage: 'round', startsAt, endsAt };
  const { schedule } = inStep;
  const moment = momentAt({ startsAt, endsAt }, schedule, now);
  if (moment.phase !== 'running') {
    // Before the start, the first question's time to answer is still whole.
    const first = schedule[0];
    if (moment.phase === 'ended' || !first) return { stage: 'results', startsAt: endsAt, endsAt };
    return { stage: 'answer', startsAt: first.opensAt, endsAt: first.locksAt };
  }
  const step = schedule[moment.question];
  if (!step) return { stage: 'round', startsAt, endsAt };
  if (moment.stage === 'open') return { stage: 'answer', startsAt: step.opensAt, endsAt: step.locksAt };
  const last = step.question >= schedule.length - 1;
  return { stage: last ? 'results' : 'next', startsAt: step.locksAt, endsAt: step.closesAt };
}
