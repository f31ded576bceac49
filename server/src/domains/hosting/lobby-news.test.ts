import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../../tests/support/test-clock.ts';
import { LOBBY_NEWS_GAP, lobbyNews, lobbyNewsGapMs } from './lobby-news.ts';

describe('telling a lobby who is there', () => {
  it('waits a gap that grows with the room, from 250 ms to 2 s', () => {
    expect(lobbyNewsGapMs(0)).toBe(LOBBY_NEWS_GAP.minMs);
    expect(lobbyNewsGapMs(30)).toBe(250);
    expect(lobbyNewsGapMs(1_000)).toBe(1_000);
    expect(lobbyNewsGapMs(2_000)).toBe(2_000);
    expect(lobbyNewsGapMs(50_000)).toBe(LOBBY_NEWS_GAP.maxMs);
  });

  it('tells a quiet lobby at once, then the seats of each gap together at its end, each lobby on its own', async () => {
    const clock = new TestClock();
    const told: string[] = [];
    const seats = new Map([['big', 1_000], ['small', 3]]);
    const news = lobbyNews(clock, async (roundId) => {
      told.push(roundId);
      return seats.get(roundId) ?? 0;
    }, (error) => {
      throw error;
    });
    news.seated('big');
    await clock.advance(0);
    expect(told).toEqual(['big']);
    // 200 more arrive within the big room's gap (1 s at 1,000 seats): one telling at its end, none before.
    for (let n = 0; n < 200; n += 1) news.seated('big');
    news.seated('small');
    await clock.advance(0);
    expect(told).toEqual(['big', 'small']);
    await clock.advance(990);
    expect(told).toEqual(['big', 'small']);
    await clock.advance(20);
    expect(told).toEqual(['big', 'small', 'big']);
    // Nobody else came: nothing more is sent.
    await clock.advance(5_000);
    expect(told).toEqual(['big', 'small', 'big']);
    news.close();
  });
});
