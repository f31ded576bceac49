import { describe, expect, it } from 'vitest';
import { dailyPoints, rapidPoints, toPoints } from './scoring.ts';

describe('scoring', () => {
  it('gives a DAILY correct answer exactly the game score', () => {
    expect(toPoints(dailyPoints(5))).toBe(5);
  });

  it('gives a RAPID correct answer from all of the score at the start to half at the end, never less', () => {
    expect(toPoints(rapidPoints(10, 0, 60_000))).toBe(10);
    expect(toPoints(rapidPoints(10, 30_000, 60_000))).toBe(8);
    expect(toPoints(rapidPoints(10, 60_000, 60_000))).toBe(5);
    expect(toPoints(rapidPoints(10, 90_000, 60_000))).toBe(5);
    expect(toPoints(rapidPoints(10, -5, 60_000))).toBe(10);
  });

  it.each([
    [5, 360, 60_000],
    [5, 30_000, 60_000],
    [7, 59_999, 60_000],
    [1, 60_000, 60_000],
    [50, 12_345, 60_000],
    [3, 1, 3],
  ])('gives whole points for a RAPID answer (score %i, %i ms of %i)', (score, elapsedMs, durationMs) => {
    const points = toPoints(rapidPoints(score, elapsedMs, durationMs));
    expect(Number.isInteger(points)).toBe(true);
  });

  it('never gives less than half the score rounded up, nor less than 1 point', () => {
    expect(toPoints(rapidPoints(5, 60_000, 60_000))).toBe(3);
    expect(toPoints(rapidPoints(1, 60_000, 60_000))).toBe(1);
    for (let score = 1; score <= 50; score += 1) {
      for (let elapsed = 0; elapsed <= 60_000; elapsed += 7_500) {
        const points = toPoints(rapidPoints(score, elapsed, 60_000));
        expect(points).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(score / 2)));
        expect(points).toBeLessThanOrEqual(score);
      }
    }
  });

  it('never rewards the slower of two correct answers', () => {
    expect(rapidPoints(20, 1_000, 60_000)).toBeGreaterThan(rapidPoints(20, 40_000, 60_000));
    expect(rapidPoints(5, 1_000, 60_000)).toBeGreaterThanOrEqual(rapidPoints(5, 1_200, 60_000));
  });
});
