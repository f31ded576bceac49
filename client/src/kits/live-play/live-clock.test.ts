import { inStepSchedule } from '@plw/shared/rules/round/in-step';
import { describe, expect, it } from 'vitest';
import { liveClockAt } from './live-clock.ts';

// What a round's countdown counts to, stage by stage: in step, every stage has its own label, so the time never
// climbs back up under the label it just ran out under (was: "TIME LEFT" 00:01, then 00:05 in the reveal).

const window = { startsAt: 10_000, endsAt: 70_000 };
const schedule = inStepSchedule(window, 3);
const inStep = { schedule, current: 0, locked: null, reveal: null, rankBefore: null };

describe('a live round\'s countdown', () => {
  it('counts a free round to its end', () => {
    expect(liveClockAt({ ...window, inStep: null }, 20_000)).toEqual({ stage: 'round', ...window });
  });

  it.each([
    [5_000, 'answer', 10_000, 25_000],
    [10_000, 'answer', 10_000, 25_000],
    [24_999, 'answer', 10_000, 25_000],
    [25_000, 'next', 25_000, 30_000],
    [30_000, 'answer', 30_000, 45_000],
    [45_000, 'next', 45_000, 50_000],
    [50_000, 'answer', 50_000, 65_000],
    [65_000, 'results', 65_000, 70_000],
    [70_000, 'results', 70_000, 70_000],
  ] as const)('in step at %s counts to %s from %s to %s', (now, stage, startsAt, endsAt) => {
    expect(liveClockAt({ ...window, inStep }, now)).toEqual({ stage, startsAt, endsAt });
  });

  it('never counts up under the same label through a whole round', () => {
    const shown: { stage: string; left: number }[] = [];
    for (let now = 0; now <= 72_000; now += 250) {
      const clock = liveClockAt({ ...window, inStep }, now);
      if (clock) shown.push({ stage: clock.stage, left: Math.max(0, clock.endsAt - now) });
    }
    shown.forEach((entry, i) => {
      const before = shown[i - 1];
      if (before?.stage === entry.stage) expect(entry.left).toBeLessThanOrEqual(before.left);
    });
  });

  it('has no countdown before the round has its times', () => {
    expect(liveClockAt({ startsAt: null, endsAt: null, inStep: null }, 0)).toBeNull();
  });
});
