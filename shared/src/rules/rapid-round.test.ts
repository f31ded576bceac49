import { describe, expect, it } from 'vitest';
import { playKindAt, rapidEndTime, roundPhase } from './rapid-round.ts';

const game = { publishing_time: '2026-11-21T10:00:00.000Z', game_duration: 300 };

describe('rapid round timing', () => {
  it('ends at publishing_time plus game_duration', () => {
    expect(rapidEndTime(game)?.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    expect(rapidEndTime({ ...game, game_duration: null })).toBeNull();
  });

  it('waits before publishing, runs inside the window and is over from the end on', () => {
    expect(roundPhase(game, new Date('2026-11-21T09:59:59.999Z'))).toBe('waiting');
    expect(roundPhase(game, new Date('2026-11-21T10:00:00.000Z'))).toBe('running');
    expect(roundPhase(game, new Date('2026-11-21T10:04:59.999Z'))).toBe('running');
    expect(roundPhase(game, new Date('2026-11-21T10:05:00.000Z'))).toBe('over');
  });
});

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
