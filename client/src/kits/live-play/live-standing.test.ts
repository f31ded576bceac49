import { describe, expect, it } from 'vitest';
import type { LeaderboardLine } from './live-round-state.ts';
import { liveStanding } from './live-standing.ts';

// One standing for every widget: the cases are the contradictions players saw (issue 31, item 6).

const line = (playerId: string, rank: number, score: number): LeaderboardLine => ({
  playerId,
  rank,
  score,
  name: playerId,
  simulated: false,
});

describe('the one standing of a live round', () => {
  it('counts the player when no board has come yet, and knows nothing of the others', () => {
    // Was: "Players: 0 · No points yet" above "1 You 39.13".
    const standing = liveStanding({ top: [], players: 0, rank: 1, score: 39.13 }, 'me');
    expect(standing).toMatchObject({ players: null, rank: 1, score: 39.13, listed: false, rows: [] });
  });

  it('gives the chip the rank of the player\'s own line', () => {
    // Was: the rank chip "–" while the board showed #1.
    const standing = liveStanding({ top: [line('me', 1, 12), line('b', 2, 5)], players: 2, rank: null, score: 12 }, 'me');
    expect(standing.rank).toBe(1);
    expect(standing.rows.find((row) => row.mine)?.shownRank).toBe(1);
  });

  it('ranks nobody at 0 points while the round runs, on the chip and on the lines', () => {
    // Was: "Rank #1" with 0 points.
    const top = [line('me', 1, 0), line('b', 2, 0), line('c', 3, 0)];
    const standing = liveStanding({ top, players: 3, rank: 1, score: 0 }, 'me');
    expect(standing.rank).toBeNull();
    expect(standing.rows.map((row) => row.shownRank)).toEqual([null, null, null]);
  });

  it('keeps every stored rank at the end, 0 points included', () => {
    const top = [line('b', 1, 10), line('me', 2, 0)];
    const standing = liveStanding({ top, players: 2, rank: 2, score: 0 }, 'me', true);
    expect(standing.rank).toBe(2);
    expect(standing.rows.map((row) => row.shownRank)).toEqual([1, 2]);
  });

  it('never counts fewer players than lines shown, or than the player\'s own rank', () => {
    const top = [line('a', 1, 30), line('b', 2, 20), line('c', 3, 10)];
    expect(liveStanding({ top, players: 2, rank: null, score: 0 }, 'a').players).toBe(3);
    expect(liveStanding({ top, players: 3, rank: 7, score: 4 }, 'me').players).toBe(7);
    expect(liveStanding({ top, players: 3, rank: null, score: 0 }, 'me').players).toBe(4);
  });

  it('shows the newer of the board\'s line and the player\'s own standing, on the line and the chips alike', () => {
    const top = [line('b', 1, 20), line('me', 2, 10)];
    const newer = liveStanding({ top, players: 2, rank: 1, score: 25 }, 'me');
    expect(newer).toMatchObject({ rank: 1, score: 25 });
    expect(newer.rows.find((row) => row.mine)).toMatchObject({ score: 25, shownRank: 1 });
    const older = liveStanding({ top, players: 2, rank: 3, score: 5 }, 'me');
    expect(older).toMatchObject({ rank: 2, score: 10 });
  });
});
