import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IN_STEP_RULES, inStepSchedule, momentAt, type QuestionWindow } from './in-step.ts';
import type { RoundWindow } from './schedule.ts';

const START = Date.parse('2026-11-21T10:00:00.000Z');
const window = (seconds: number): RoundWindow => ({ startsAt: START, endsAt: START + seconds * 1000 });

/** A round as games make them: a start anywhere, whole seconds long, enough time for its questions. */
const rounds = fc
  .record({
    startsAt: fc.integer({ min: 0, max: 4e12 }),
    seconds: fc.integer({ min: 1, max: 86_400 }),
    questions: fc.integer({ min: 1, max: 200 }),
  })
  .map(({ startsAt, seconds, questions }) => ({
    window: { startsAt, endsAt: startsAt + seconds * 1000 },
    questions: Math.min(questions, seconds * 1000),
  }));

describe('questions in step', () => {
  it('gives ten questions of a 150 s round 10 s open and 5 s of reveal each, the last reveal ending the round', () => {
    const schedule = inStepSchedule(window(150), 10);
    expect(schedule).toHaveLength(10);
    expect(schedule[0]).toEqual({ question: 0, opensAt: START, locksAt: START + 10_000, closesAt: START + 15_000 });
    expect(schedule[9]).toEqual({
      question: 9,
      opensAt: START + 135_000,
      locksAt: START + 145_000,
      closesAt: START + 150_000,
    });
  });

  it('shortens the reveal to a third of a short question, so answering keeps most of the time', () => {
    const [first] = inStepSchedule(window(6), 2);
    expect(first).toEqual({ question: 0, opensAt: START, locksAt: START + 2_000, closesAt: START + 3_000 });
  });

  it('spreads a round that does not divide evenly over whole milliseconds', () => {
    const schedule = inStepSchedule(window(10), 3);
    expect(schedule.map((q) => q.closesAt - q.opensAt)).toEqual([3_333, 3_333, 3_334]);
  });

  it.each([
    ['no questions', 10, 0],
    ['part of a question', 10, 1.5],
    ['more questions than milliseconds', 0.001, 2],
  ])('refuses %s', (_, seconds, questions) => {
    expect(() => inStepSchedule(window(seconds), questions)).toThrow(RangeError);
  });

  it('says where the round stands at each moment', () => {
    const round = window(150);
    const schedule = inStepSchedule(round, 10);
    expect(momentAt(round, schedule, START - 1)).toEqual({ phase: 'waiting' });
    expect(momentAt(round, schedule, START)).toEqual({ phase: 'running', question: 0, stage: 'open', until: START + 10_000 });
    expect(momentAt(round, schedule, START + 10_000)).toEqual({ phase: 'running', question: 0, stage: 'revealed', until: START + 15_000 });
    expect(momentAt(round, schedule, START + 15_000)).toEqual({ phase: 'running', question: 1, stage: 'open', until: START + 25_000 });
    expect(momentAt(round, schedule, START + 149_999)).toMatchObject({ question: 9, stage: 'revealed' });
    expect(momentAt(round, schedule, START + 150_000)).toEqual({ phase: 'ended' });
  });

  describe('properties', () => {
    const windowsOf = (schedule: readonly QuestionWindow[]) => schedule.map((q) => [q.opensAt, q.closesAt] as const);

    it('lays the questions end to end from the start to exactly the end, each opening before it locks', () => {
      fc.assert(
        fc.property(rounds, ({ window: round, questions }) => {
          const schedule = inStepSchedule(round, questions);
          expect(schedule).toHaveLength(questions);
          expect(schedule[0]?.opensAt).toBe(round.startsAt);
          expect(schedule.at(-1)?.closesAt).toBe(round.endsAt);
          schedule.forEach((q, i) => {
            expect(q.question).toBe(i);
            expect(Number.isInteger(q.opensAt) && Number.isInteger(q.locksAt)).toBe(true);
            expect(q.opensAt).toBeLessThan(q.locksAt);
            expect(q.locksAt).toBeLessThanOrEqual(q.closesAt);
            expect(q.closesAt - q.locksAt).toBeLessThanOrEqual(IN_STEP_RULES.revealMs);
            if (i > 0) expect(q.opensAt).toBe(schedule[i - 1]?.closesAt);
          });
        }),
      );
    });

    it('maps every instant of the round to one stage of exactly one question, and the others to waiting or ended', () => {
      fc.assert(
        fc.property(rounds, fc.double({ min: -0.5, max: 1.5, noNaN: true }), ({ window: round, questions }, share) => {
          const schedule = inStepSchedule(round, questions);
          const now = Math.floor(round.startsAt + share * (round.endsAt - round.startsAt));
          const holding = windowsOf(schedule).filter(([opens, closes]) => opens <= now && now < closes);
          const moment = momentAt(round, schedule, now);
          if (now < round.startsAt) expect(moment).toEqual({ phase: 'waiting' });
          else if (now >= round.endsAt) expect(moment).toEqual({ phase: 'ended' });
          else {
            expect(holding).toHaveLength(1);
            const step = schedule.find((q) => q.opensAt <= now && now < q.closesAt);
            expect(moment).toEqual({
              phase: 'running',
              question: step?.question,
              stage: step && now < step.locksAt ? 'open' : 'revealed',
              until: step && now < step.locksAt ? step.locksAt : step?.closesAt,
            });
          }
        }),
      );
    });

    it('is the same schedule wherever it is worked out: a function of the window and the count alone', () => {
      fc.assert(
        fc.property(rounds, ({ window: round, questions }) => {
          expect(inStepSchedule({ ...round }, questions)).toEqual(inStepSchedule(round, questions));
        }),
      );
    });
  });
});
