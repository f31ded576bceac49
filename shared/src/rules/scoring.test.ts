import { describe, expect, it } from 'vitest';
import { dailyPoints, rapidPoints, toPoints } from './scoring.ts';

describe('scoring', () => {
  it('gives a DAILY correct answer exactly the game score', () => {
    expect(toPoints(dailyPoints(5))).toBe(5);
  });

  it('gives a RAPID correct answer from all of the score at the start to half at the end, never less', () => {
    expect(toPoints(rapidPoints(10, 0, 60_000))).toBe(10);
    expect(toPoints(rapidPoints(10, 30_000, 60_000))).toBe(7.5);
    expect(toPoints(rapidPoints(10, 60_000, 60_000))).toBe(5);
    expect(toPoints(rapidPoints(10, 90_000, 60_000))).toBe(5);
    expect(toPoints(rapidPoints(10, -5, 60_000))).toBe(10);
  });

  it('rewards the faster of two correct answers', () => {
    expect(rapidPoints(5, 1_000, 60_000)).toBeGreaterThan(rapidPoints(5, 1_200, 60_000));
  });
});
