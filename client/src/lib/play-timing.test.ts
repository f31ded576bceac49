import { describe, expect, it } from 'vitest';
import { afterRoundEntry, playEntry, roundEndsAt, waitingRoomHref } from './play-timing.ts';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const game = (mode: 'DAILY' | 'RAPID' | 'RAPID_THEN_DAILY', duration: number | null = 60) => ({
  mode,
  publishing_time: new Date(START).toISOString(),
  game_configuration: { game_duration: duration },
});

describe('multiple-choice pages by the clock', () => {
  it.each([
    ['DAILY', START - 1, 'wait'],
    ['DAILY', START, 'daily'],
    ['DAILY', START + 10 * 86_400_000, 'daily'],
    ['RAPID', START - 1, 'wait'],
    ['RAPID', START, 'live'],
    ['RAPID', START + 59_999, 'live'],
    ['RAPID', START + 60_000, 'game-over'],
    ['RAPID_THEN_DAILY', START + 30_000, 'live'],
    ['RAPID_THEN_DAILY', START + 60_000, 'daily'],
  ] as const)('a %s game at %i plays as %s', (mode, now, kind) => {
    expect(playEntry(game(mode), now).kind).toBe(kind);
  });

  it('waits for the publishing time before any play', () => {
    expect(playEntry(game('RAPID'), START - 5_000)).toEqual({ kind: 'wait', until: new Date(START).toISOString() });
  });

  it('ends a round at publishing time plus duration', () => {
    expect(roundEndsAt(game('RAPID', 90))).toBe(START + 90_000);
    expect(roundEndsAt(game('RAPID', null))).toBeNull();
  });

  it("sends a daily game's leaderboard home, and a live game's board and answers to wait for the end", () => {
    expect(afterRoundEntry('leaderboard', game('DAILY'), START + 1)).toEqual({ kind: 'home' });
    expect(afterRoundEntry('answers', game('DAILY'), START + 1)).toEqual({ kind: 'show' });
    const end = new Date(START + 60_000).toISOString();
    expect(afterRoundEntry('leaderboard', game('RAPID'), START + 1)).toEqual({ kind: 'wait', until: end });
    expect(afterRoundEntry('answers', game('RAPID_THEN_DAILY'), START + 1)).toEqual({ kind: 'wait', until: end });
    expect(afterRoundEntry('answers', game('RAPID'), START + 60_000)).toEqual({ kind: 'show' });
  });

  it('writes the waiting room address with both params', () => {
    expect(waitingRoomHref('/game/mcq/g1?x=1', '2026-03-01T10:00:00.000Z')).toBe(
      '/game/waitingroom?redirect=%2Fgame%2Fmcq%2Fg1%3Fx%3D1&time=2026-03-01T10%3A00%3A00.000Z',
    );
  });
});
