import { describe, expect, it } from 'vitest';
import { cardHref, countdownText, upcomingStart } from './game-target.ts';

const START = '2026-03-01T10:00:00.000Z';
const at = (offsetMs: number) => Date.parse(START) + offsetMs;

describe('where a game card leads', () => {
  it.each([
    ['a daily quiz', 'Mcq', 'DAILY', -1000, '/game/mcq/g1'],
    ['a daily quiz not yet published (the game page sends it on)', 'Mcq', 'DAILY', 60_000, '/game/mcq/g1'],
    ['a started live kriss-kross', 'Kriss_kross_puzzle', 'RAPID', -1000, '/game/krisskross/g1'],
    [
      'a live quiz before its start',
      'Mcq',
      'RAPID',
      60_000,
      `/game/waitingroom?redirect=%2Fgame%2Fmcq%2Fg1&time=${encodeURIComponent(START)}`,
    ],
    [
      'a rapid-then-daily kriss-kross before its start',
      'Kriss_kross_puzzle',
      'RAPID_THEN_DAILY',
      1,
      `/game/waitingroom?redirect=%2Fgame%2Fkrisskross%2Fg1&time=${encodeURIComponent(START)}`,
    ],
  ] as const)('%s', (_name, type, mode, startsInMs, href) => {
    const game = { game_id: 'g1', type, mode, publishing_time: START };
    expect(cardHref(game, at(-startsInMs))).toBe(href);
  });

  it('counts down only to a live start still ahead', () => {
    const game = { game_id: 'g1', type: 'Mcq', mode: 'RAPID', publishing_time: START } as const;
    expect(upcomingStart(game, at(-5000))).toBe(Date.parse(START));
    expect(upcomingStart(game, at(0))).toBeNull();
    expect(upcomingStart({ ...game, mode: 'DAILY' }, at(-5000))).toBeNull();
  });
});

describe('countdown text', () => {
  it('rounds up to the second and splits days off', () => {
    expect(countdownText(3_723_001, 'en')).toEqual({ days: 0, clock: '01:02:04' });
    expect(countdownText(2 * 86_400_000 + 59_000, 'en')).toEqual({ days: 2, clock: '00:00:59' });
    expect(countdownText(-5, 'en')).toEqual({ days: 0, clock: '00:00:00' });
  });
});
