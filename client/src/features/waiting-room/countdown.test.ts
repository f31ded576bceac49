import { describe, expect, it } from 'vitest';
import { countdownParts, msUntilNextTick, parseStartTime } from './countdown.ts';

describe('countdown', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [5_000, { days: 0, hours: 0, minutes: 0, seconds: 5 }],
    [61_500, { days: 0, hours: 0, minutes: 1, seconds: 2 }],
    [3_600_000, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [-5_000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('shows %i ms left as %o, rounding up to the second', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts);
  });

  it('ticks at the next whole second of what is left', () => {
    expect(msUntilNextTick(5_250)).toBe(250);
    expect(msUntilNextTick(5_000)).toBe(1000);
  });

  it('reads the start time as ISO or as epoch milliseconds, and refuses anything else', () => {
    expect(parseStartTime('2026-03-01T10:00:00.000Z')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(parseStartTime('1772359200000')).toBe(1772359200000);
    expect(parseStartTime('soon')).toBeNull();
    expect(parseStartTime('')).toBeNull();
  });
});
