import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerTimeMs, freeAnswerTiming, inStepAnswerTiming, questionOpenings } from './answer-timing.ts';
import { inStepSchedule, momentAt } from './in-step.ts';
import { clockPhase } from './schedule.ts';

const round = { startsAt: 100_000, endsAt: 250_000 };
const schedule = inStepSchedule(round, 10);
const at = (receivedAt: number, refundMs = 0) => ({ receivedAt, sentAt: receivedAt - refundMs });

describe('a free round\'s answers', () => {
  it.each([
    ['before the start', at(99_999), { accepted: false, because: 'not-started' }],
    ['before the start, even with lag refunded', at(99_999, 500), { accepted: false, because: 'not-started' }],
    ['at the start', at(100_000), { accepted: true, elapsedMs: 0, windowMs: 150_000 }],
    ['just after the start, its lag refund reaching back before it', at(100_100, 400), { accepted: true, elapsedMs: 0, windowMs: 150_000 }],
    ['in the last millisecond', at(249_999), { accepted: true, elapsedMs: 149_999, windowMs: 150_000 }],
    ['received after the end but sent before it', at(250_200, 300), { accepted: true, elapsedMs: 149_900, windowMs: 150_000 }],
    ['at the end', at(250_000), { accepted: false, because: 'round-over' }],
  ] as const)('%s', (_, clock, timing) => {
    expect(freeAnswerTiming(round, clock)).toEqual(timing);
  });
});

describe('an in-step round\'s answers', () => {
  it.each([
    ['question 0 as it opens', 0, at(100_000), { accepted: true, elapsedMs: 0, windowMs: 10_000 }],
    ['question 1 as it opens, its lag refund reaching back before it', 1, at(115_050, 300), { accepted: true, elapsedMs: 0, windowMs: 10_000 }],
    ['question 0 in its last open millisecond', 0, at(109_999), { accepted: true, elapsedMs: 9_999, windowMs: 10_000 }],
    ['question 0 once locked', 0, at(110_000), { accepted: false, because: 'question-locked' }],
    ['question 0 sent before its lock, received in the reveal', 0, at(110_100, 200), { accepted: true, elapsedMs: 9_900, windowMs: 10_000 }],
    ['question 1 before it opens', 1, at(114_999), { accepted: false, because: 'question-not-open' }],
    ['question 1 as it opens', 1, at(115_000), { accepted: true, elapsedMs: 0, windowMs: 10_000 }],
    ['a question the round does not have', 10, at(120_000), { accepted: false, because: 'question-not-open' }],
    ['any question before the start', 0, at(99_000), { accepted: false, because: 'not-started' }],
    ['any question after the end', 9, at(250_000), { accepted: false, because: 'round-over' }],
  ] as const)('%s', (_, question, clock, timing) => {
    expect(inStepAnswerTiming(round, schedule, question, clock)).toEqual(timing);
  });

  it('takes an answer exactly while its question is open, by the round\'s moment', () => {
    const counts = fc.integer({ min: 1, max: 60 });
    const lengths = fc.integer({ min: 60, max: 3_600 });
    const offsets = fc.integer({ min: -2_000, max: 3_602_000 });
    fc.assert(
      fc.property(counts, lengths, fc.nat(), offsets, (count, seconds, pick, offset) => {
        const window = { startsAt: 1_000_000, endsAt: 1_000_000 + seconds * 1000 };
        const steps = inStepSchedule(window, count);
        const question = pick % count;
        const now = window.startsAt + offset;
        const moment = momentAt(window, steps, now);
        const timing = inStepAnswerTiming(window, steps, question, at(now));
        const open = moment.phase === 'running' && moment.question === question && moment.stage === 'open';
        expect(timing.accepted).toBe(open);
        if (timing.accepted) {
          expect(timing.elapsedMs).toBeGreaterThanOrEqual(0);
          expect(timing.elapsedMs).toBeLessThan(timing.windowMs);
        }
      }),
    );
  });

  it('never takes an answer the free rule refuses, whatever lag is refunded', () => {
    const moments = fc.integer({ min: 90_000, max: 260_000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), moments, fc.nat(500), (count, pick, now, refund) => {
        const steps = inStepSchedule(round, count);
        const inStep = inStepAnswerTiming(round, steps, pick % count, at(now, refund));
        const free = freeAnswerTiming(round, at(now, refund));
        if (inStep.accepted) expect(free.accepted).toBe(true);
        if (!free.accepted) expect(inStep).toEqual(free);
        expect(free.accepted).toBe(now >= round.startsAt && now - refund < round.endsAt && clockPhase(round, now) !== 'waiting');
      }),
    );
  });
});

describe('how long an answer took on its question', () => {
  const hosted = { startsAt: 0, endsAt: 75_000 };

  it('times a free round\'s answers from the round\'s start', () => {
    expect(questionOpenings({ window: hosted, inStep: false }, 3)).toEqual([0, 0, 0]);
  });

  it('times an in-step round\'s answers from each question\'s own opening', () => {
    expect(questionOpenings({ window: hosted, inStep: true }, 3)).toEqual([0, 25_000, 50_000]);
    // Answered 2 s into the second question: 27 s after the round's start, 2 s on the question.
    expect(answerTimeMs(27_000, 25_000)).toBe(2_000);
  });

  it('follows a host\'s skips: a question skipped at 3 s brings every later opening forward', () => {
    // Question 0 locked at 3 s, its 5 s reveal, question 1 opens at 8 s; skipped again in its reveal at 12.5 s.
    const openings = questionOpenings({ window: hosted, inStep: true, skips: [{ question: 0, at: 3_000 }] }, 3);
    expect(openings).toEqual([0, 8_000, 33_000]);
    expect(answerTimeMs(9_500, openings[1] ?? 0)).toBe(1_500);
  });

  it('never times an answer before its question opened', () => {
    expect(answerTimeMs(24_000, 25_000)).toBe(0);
  });
});
