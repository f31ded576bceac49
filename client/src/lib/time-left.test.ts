import { describe, expect, it } from 'vitest';
import { minutesAndSeconds, msLeft, secondsLeft, shareLeft } from './time-left.ts';

describe('time left to a deadline', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 25_000, 0],
    [10_000, 1_500, 9],
  ])('to %i at %i is %i s, rounding up', (deadline, now, seconds) => {
    expect(secondsLeft(deadline, now)).toBe(seconds);
  });

  it('is computed from the deadline alone, so a jump in time (a tab back from the background) is shown at once', () => {
    const deadline = 60_000;
    expect(msLeft(deadline, 1_000)).toBe(59_000);
    expect(msLeft(deadline, 41_000)).toBe(19_000);
  });

  it('gives the share of the window still to run', () => {
    expect(shareLeft(0, 20_000, 0)).toBe(1);
    expect(shareLeft(0, 20_000, 5_000)).toBe(0.75);
    expect(shareLeft(0, 20_000, 30_000)).toBe(0);
    expect(shareLeft(0, 20_000, -5_000)).toBe(1);
    expect(shareLeft(5, 5, 0)).toBe(0);
  });

  it('splits seconds into minutes and seconds', () => {
    expect(minutesAndSeconds(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(minutesAndSeconds(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(minutesAndSeconds(150)).toEqual({ minutes: 2, seconds: 30 });
  });
});
