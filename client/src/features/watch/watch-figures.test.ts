import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  clockParts,
  formatBytes,
  formatClock,
  formatMs,
  formatNumber,
  formatShare,
  formatUptime,
  isNewer,
  orderRooms,
  rightShare,
  roundDeadline,
  shareElapsed,
  topLines,
} from './watch-figures.ts';

function room(gameId: string, phase: RoomFigures['phase'], startsAt: number): RoomFigures {
  return {
    gameId,
    gameName: gameId,
    channelId: 'c1',
    channelName: 'Channel',
    type: 'Mcq',
    phase,
    startsAt,
    endsAt: startsAt + 60_000,
    players: 0,
    connected: 0,
    answers: 0,
    answersPerSecond: 0,
    questions: [],
    top: [],
  };
}

describe('ordering rounds', () => {
  it('puts rounds being played first, then open waiting rooms, then scheduled ones, and finished ones last', () => {
    const rooms = [
      room('ended', 'ended', 1_000),
      room('later', 'scheduled', 9_000),
      room('sooner', 'scheduled', 5_000),
      room('waiting', 'waiting', 4_000),
      room('running', 'running', 2_000),
    ];
    expect(orderRooms(rooms).map((r) => r.gameId)).toEqual(['running', 'waiting', 'sooner', 'later', 'ended']);
  });

  it('leaves the snapshot it was given untouched', () => {
    const rooms = [room('b', 'scheduled', 2), room('a', 'running', 1)];
    orderRooms(rooms);
    expect(rooms.map((r) => r.gameId)).toEqual(['b', 'a']);
  });

  it('keeps rounds starting together in a stable order', () => {
    const rooms = [room('g2', 'scheduled', 5), room('g1', 'scheduled', 5)];
    expect(orderRooms(rooms).map((r) => r.gameId)).toEqual(['g1', 'g2']);
  });
});

describe('the top of the board', () => {
  const line = (rank: number, name: string) => ({ rank, playerId: name, name, score: 100 - rank, simulated: false });

  it('lists lines by rank, ties by name, at most ten', () => {
    const top = [line(3, 'c'), line(1, 'b'), line(1, 'a'), ...Array.from({ length: 12 }, (_, i) => line(4 + i, `p${i}`))];
    const shown = topLines(top);
    expect(shown).toHaveLength(10);
    expect(shown.slice(0, 4).map((l) => l.name)).toEqual(['a', 'b', 'c', 'p0']);
  });
});

describe("a round's clock", () => {
  it.each([
    ['scheduled', { kind: 'startsIn', at: 1_000 }],
    ['waiting', { kind: 'startsIn', at: 1_000 }],
    ['running', { kind: 'endsIn', at: 61_000 }],
    ['ended', null],
  ] as const)('counts a %s round down to %j', (phase, deadline) => {
    expect(roundDeadline({ phase, startsAt: 1_000, endsAt: 61_000 })).toEqual(deadline);
  });

  it.each([
    [0, 0],
    [1_000, 0],
    [31_000, 0.5],
    [61_000, 1],
    [90_000, 1],
  ])('at %d ms has played %d of a round from 1 s to 61 s', (now, share) => {
    expect(shareElapsed(1_000, 61_000, now)).toBe(share);
  });

  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }],
    [-500, { hours: 0, minutes: 0, seconds: 0 }],
    [1, { hours: 0, minutes: 0, seconds: 1 }],
    [59_001, { hours: 0, minutes: 1, seconds: 0 }],
    [3_723_000, { hours: 1, minutes: 2, seconds: 3 }],
  ])('splits %d ms into %j, rounding up', (ms, parts) => {
    expect(clockParts(ms)).toEqual(parts);
  });

  it.each([
    [0, 'en', '0:00'],
    [65_000, 'en', '1:05'],
    [3_723_000, 'en', '1:02:03'],
    [65_000, 'ar-EG', '١:٠٥'],
  ])('shows %d ms in %s as %s', (ms, locale, text) => {
    expect(formatClock(ms, locale)).toBe(text);
  });

  it('offsets the device clock by what the snapshot says the server time was', () => {
    expect(clockOffset(10_500, 10_000)).toBe(500);
    expect(clockOffset(9_000, 10_000)).toBe(-1_000);
  });

  it('keeps the newest snapshot when an older one arrives late', () => {
    const snapshot = (at: number) => ({ at, rooms: [], health: null });
    expect(isNewer(snapshot(2), null)).toBe(true);
    expect(isNewer(snapshot(2), snapshot(1))).toBe(true);
    expect(isNewer(snapshot(1), snapshot(2))).toBe(false);
  });
});

describe('share of right answers', () => {
  it.each([
    [{ answered: 0, right: 0 }, null],
    [{ answered: 4, right: 3 }, 0.75],
    [{ answered: 3, right: 3 }, 1],
    [{ answered: 2, right: 0 }, 0],
    [{ answered: 2, right: 5 }, 1],
    [{ answered: 2, right: null }, null],
  ])('of %j is %s', (figures, share) => {
    expect(rightShare(figures)).toBe(share);
  });

  it.each([
    [0.75, 'en', '75%'],
    [2 / 3, 'en', '67%'],
    [0.5, 'de', '50 %'],
  ])('writes %d in %s as %s', (share, locale, text) => {
    expect(formatShare(share, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('figures', () => {
  it.each([
    [1234, 'en', 0, '1,234'],
    [1.26, 'en', 1, '1.3'],
    [1.26, 'de', 1, '1,3'],
    [3, 'en', 1, '3'],
  ])('writes %d in %s with %d decimals as %s', (value, locale, digits, text) => {
    expect(formatNumber(value, locale, digits)).toBe(text);
  });

  it.each([
    [0.42, '0.4 ms'],
    [12.6, '13 ms'],
  ])('writes %d ms of lag as %s', (ms, text) => {
    expect(formatMs(ms, 'en')).toBe(text);
  });

  it.each([
    [5 * 1024 * 1024 + 300_000, '5.3 MB'],
    [96 * 1024 * 1024, '96 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  it.each([
    [0, '0s'],
    [42.9, '42s'],
    [125, '2m 5s'],
    [3_600, '1h 0m'],
    [90_061, '1d 1h'],
  ])('writes an uptime of %d s as %s', (seconds, text) => {
    expect(formatUptime(seconds, 'en')).toBe(text);
  });
});
