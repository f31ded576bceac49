import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beforeStart,
  CLOCK_PHASES,
  clockPhase,
  ROUND_PHASES,
  roomPhase,
  roundEndsAt,
  roundPhase,
  roundWindow,
} from './schedule.ts';

const game = { publishing_time: '2026-11-21T10:00:00.000Z', game_duration: 300 };
const START = Date.parse(game.publishing_time);

describe('a round\'s window', () => {
  it('runs from publishing_time to publishing_time plus game_duration', () => {
    expect(roundWindow(game)).toEqual({ startsAt: START, endsAt: START + 300_000 });
    expect(roundEndsAt(game)).toBe(Date.parse('2026-11-21T10:05:00.000Z'));
  });

  it.each([
    ['no duration', { ...game, game_duration: null }],
    ['no publishing time', { ...game, publishing_time: null }],
    ['an unreadable publishing time', { ...game, publishing_time: 'soon' }],
  ])('has none with %s', (_, timing) => {
    expect(roundWindow(timing)).toBeNull();
    expect(roundEndsAt(timing)).toBeNull();
  });
});

describe('the one phase vocabulary', () => {
  it('is scheduled, waiting, running, ended, the clock telling the last three', () => {
    expect(ROUND_PHASES).toEqual(['scheduled', 'waiting', 'running', 'ended']);
    expect(CLOCK_PHASES).toEqual(['waiting', 'running', 'ended']);
  });

  it.each([
    ['2026-11-21T09:59:59.999Z', 'waiting'],
    ['2026-11-21T10:00:00.000Z', 'running'],
    ['2026-11-21T10:04:59.999Z', 'running'],
    ['2026-11-21T10:05:00.000Z', 'ended'],
  ] as const)('at %s a game\'s round is %s', (now, phase) => {
    expect(roundPhase(game, new Date(now))).toBe(phase);
    const window = roundWindow(game);
    expect(window && clockPhase(window, Date.parse(now))).toBe(phase);
  });

  it('is before its start until the publishing time, and never for a game without one', () => {
    expect(beforeStart(game, START - 1)).toBe(true);
    expect(beforeStart(game, START)).toBe(false);
    expect(beforeStart({ publishing_time: null }, 0)).toBe(false);
    expect(beforeStart({ publishing_time: 'soon' }, 0)).toBe(false);
  });

  it('counts a game without a duration as never ending, and one without a publishing time as started', () => {
    const late = new Date('2030-01-01T00:00:00.000Z');
    expect(roundPhase({ ...game, game_duration: null }, late)).toBe('running');
    expect(roundPhase({ publishing_time: null, game_duration: 60 }, late)).toBe('running');
  });

  it('calls a round nobody opened a waiting room for scheduled, and only before its start', () => {
    const window = { startsAt: 1_000, endsAt: 2_000 };
    expect(roomPhase(window, 999, false)).toBe('scheduled');
    expect(roomPhase(window, 999, true)).toBe('waiting');
    expect(roomPhase(window, 1_000, false)).toBe('running');
    expect(roomPhase(window, 2_000, false)).toBe('ended');
  });

  it('moves only forward: waiting, then running, then ended, each for one stretch of time', () => {
    const order = (phase: string) => ROUND_PHASES.indexOf(phase as (typeof ROUND_PHASES)[number]);
    const starts = fc.integer({ min: 0, max: 1e12 });
    const lengths = fc.integer({ min: 1, max: 1e7 });
    fc.assert(
      fc.property(starts, lengths, fc.integer(), fc.nat(1e7), (startsAt, length, offset, gap) => {
        const window = { startsAt, endsAt: startsAt + length };
        const now = startsAt + (offset % (2 * length));
        expect(order(clockPhase(window, now))).toBeLessThanOrEqual(order(clockPhase(window, now + gap)));
        expect(clockPhase(window, now) === 'running').toBe(now >= window.startsAt && now < window.endsAt);
      }),
    );
  });
});
