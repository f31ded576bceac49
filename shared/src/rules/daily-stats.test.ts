import { describe, expect, it } from 'vitest';
import { dailyStats, type FinishedDailyPlay, percentRight, resultBucket } from './daily-stats.ts';

const play = (finishedAt: string, right: number, questions: number, timeMs = 60_000, revealed = 0) => ({
  finishedAt,
  timeMs,
  right,
  questions,
  revealed,
}) satisfies FinishedDailyPlay;

describe('the result of a daily play', () => {
  it.each([
    [5, 5, 0, '100'],
    [4, 5, 0, '80-99'],
    [7, 9, 0, '60-79'],
    [2, 5, 0, '40-59'],
    [1, 3, 0, '0-39'],
    [0, 5, 0, '0-39'],
    // A revealed word: whatever the count says, the play is not solved.
    [5, 5, 1, '80-99'],
  ] as const)('%i of %i right with %i revealed is in %s', (right, questions, revealed, bucket) => {
    expect(resultBucket(play('2026-11-27T10:00:00Z', right, questions, 1, revealed))).toBe(bucket);
  });

  it('rounds the share down and never goes past all', () => {
    expect(percentRight({ right: 2, questions: 3 })).toBe(66);
    expect(percentRight({ right: 9, questions: 3 })).toBe(100);
    expect(percentRight({ right: 0, questions: 0 })).toBe(0);
  });
});

describe('a player\'s daily statistics', () => {
  it('are empty before the first play', () => {
    const stats = dailyStats([], 'UTC', Date.parse('2026-11-27T10:00:00Z'));
    expect(stats).toMatchObject({
      streak: { current: 0, best: 0, last_day: null },
      played: 0,
      solved: 0,
      solve_rate: null,
      average_ms: null,
      best_ms: null,
      today_done: false,
    });
    expect(stats.distribution.map((b) => b.plays)).toEqual([0, 0, 0, 0, 0]);
  });

  it('count solves, times over solved plays only, and the distribution', () => {
    const plays = [
      play('2026-11-25T10:00:00Z', 5, 5, 90_000),
      play('2026-11-26T10:00:00Z', 5, 5, 30_000),
      play('2026-11-26T11:00:00Z', 3, 5, 5_000),
      play('2026-11-27T09:00:00Z', 4, 4, 1_000, 1),
    ];
    const stats = dailyStats(plays, 'UTC', Date.parse('2026-11-27T20:00:00Z'));
    expect(stats).toMatchObject({
      streak: { current: 3, best: 3, last_day: '2026-11-27' },
      played: 4,
      solved: 2,
      solve_rate: 0.5,
      average_ms: 60_000,
      best_ms: 30_000,
      today_done: true,
    });
    expect(Object.fromEntries(stats.distribution.map((b) => [b.bucket, b.plays]))).toEqual({
      '100': 2,
      '80-99': 1,
      '60-79': 1,
      '40-59': 0,
      '0-39': 0,
    });
  });

  it('count days in the player\'s zone: the same plays make a streak in Kolkata and none in New York', () => {
    // 19:00 UTC on the 25th is past midnight in Kolkata (the 26th) but the afternoon of the 25th in New York;
    // 06:00 UTC on the 27th is the 27th in both.
    const plays = [play('2026-11-25T19:00:00Z', 1, 1), play('2026-11-27T06:00:00Z', 1, 1)];
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(dailyStats(plays, 'Asia/Kolkata', now).streak).toEqual({ current: 2, best: 2, last_day: '2026-11-27' });
    expect(dailyStats(plays, 'America/New_York', now).streak).toEqual({ current: 1, best: 1, last_day: '2026-11-27' });
    // At 03:00 UTC on the 28th it is still the 27th in New York (today's puzzle done), but the 28th in Kolkata:
    // not done yet there, and the streak still stands.
    const early = Date.parse('2026-11-28T03:00:00Z');
    expect(dailyStats(plays, 'America/New_York', early)).toMatchObject({ today_done: true });
    expect(dailyStats(plays, 'Asia/Kolkata', early)).toMatchObject({ today_done: false, streak: { current: 2 } });
  });

  it('counts a play on the day stored when it finished, whatever the zone now', () => {
    // Finished on the 11th and the 13th in Kolkata; re-mapped into UTC they would be the 11th and the 12th.
    const plays = [
      { ...play('2027-01-11T01:00:00Z', 1, 1), localDay: '2027-01-11' },
      { ...play('2027-01-12T23:00:00Z', 1, 1), localDay: '2027-01-13' },
    ];
    const now = Date.parse('2027-01-13T02:00:00Z');
    expect(dailyStats(plays, 'UTC', now).streak).toEqual({ current: 1, best: 1, last_day: '2027-01-13' });
  });
});
