import { describe, expect, it } from 'vitest';
import { liveRoundOver, liveThenUpcoming, nextRoundChange, playKindAt, rapidRoundMoment } from './rapid-round.ts';

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

describe("the Rapid tab's rounds", () => {
  const at = (iso: string) => Date.parse(iso);
  const now = at('2026-11-21T10:02:00.000Z');
  const round = (id: string, start: string, seconds: number) => ({
    id,
    publishing_time: `2026-11-21T${start}:00.000Z`,
    game_duration: seconds,
  });

  it('counts a running round down to its end and an upcoming one to its start', () => {
    expect(rapidRoundMoment(round('a', '10:00', 300), now)).toEqual({
      phase: 'running',
      until: at('2026-11-21T10:05:00.000Z'),
    });
    expect(rapidRoundMoment(round('b', '10:30', 300), now)).toEqual({
      phase: 'upcoming',
      until: at('2026-11-21T10:30:00.000Z'),
    });
  });

  it('leaves out a round from its end on, and one without a start or a duration', () => {
    expect(rapidRoundMoment(round('a', '09:57', 300), now)).toBeNull();
    expect(rapidRoundMoment({ publishing_time: null, game_duration: 300 }, now)).toBeNull();
    expect(rapidRoundMoment({ publishing_time: '2026-11-21T10:30:00.000Z', game_duration: null }, now)).toBeNull();
  });

  it('lists running rounds first, soonest end first, then upcoming ones, soonest start first', () => {
    const games = [
      round('later', '11:00', 60),
      round('ended', '09:00', 60),
      round('long', '09:59', 3600),
      round('soon', '10:10', 60),
      round('short', '10:01', 120),
    ];
    expect(liveThenUpcoming(games, now).map(({ game }) => game.id)).toEqual(['short', 'long', 'soon', 'later']);
    expect(nextRoundChange(games, now)).toBe(at('2026-11-21T10:03:00.000Z'));
    expect(nextRoundChange([round('ended', '09:00', 60)], now)).toBeNull();
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
