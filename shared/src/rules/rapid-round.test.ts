import { describe, expect, it } from 'vitest';
import { liveRoundOver, playKindAt } from './rapid-round.ts';

const game = { publishing_time: '2026-11-21T10:00:00.000Z', game_duration: 300 };

describe('playKindAt', () => {
  const during = new Date('2026-11-21T10:01:00.000Z');
  const after = new Date('2026-11-21T10:06:00.000Z');
  it.each([
    ['DAILY', during, 'DAILY'],
    ['DAILY', after, 'DAILY'],
    ['RAPID', during, 'RAPID'],
    ['RAPID', after, null],
    ['RAPID_THEN_DAILY', during, 'RAPID'],
    ['RAPID_THEN_DAILY', after, 'DAILY'],
  ] as const)('%s at %s is %s', (mode, now, kind) => {
    expect(playKindAt({ ...game, mode }, now)).toBe(kind);
  });
});

describe('liveRoundOver', () => {
  const before = new Date('2026-11-21T09:59:00.000Z');
  const during = new Date('2026-11-21T10:01:00.000Z');
  const after = new Date('2026-11-21T10:05:00.000Z');
  it.each([
    ['DAILY', after, false],
    ['RAPID', before, false],
    ['RAPID', during, false],
    ['RAPID', after, true],
    ['RAPID_THEN_DAILY', during, false],
    ['RAPID_THEN_DAILY', after, true],
  ] as const)('%s at %s: %s', (mode, now, over) => {
    expect(liveRoundOver({ ...game, mode }, now)).toBe(over);
  });
});
