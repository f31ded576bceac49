import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BoardEntry, LocalBoard } from './round-board.ts';
import { rankContenders } from '../rooms/standings.ts';

// The in-memory board keeps its ranking as scores change: every rank it gives must be the one a full sort gives.

const points = (hundredths: number) => hundredths / 100;

const scoreChange = fc.record({
  player: fc.integer({ min: 0, max: 30 }),
  gain: fc.integer({ min: 0, max: 1_000 }),
  atMs: fc.integer({ min: 0, max: 60_000 }),
});

describe('the in-memory round board', () => {
  it('ranks every player as a full sort would, after any sequence of answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(scoreChange, { maxLength: 200 }), async (changes) => {
        const board = new LocalBoard();
        const latest = new Map<string, BoardEntry>();
        for (const { player, gain, atMs } of changes) {
          const playerId = `p${player}`;
          const before = latest.get(playerId);
          const entry: BoardEntry = {
            playerId,
            name: playerId,
            simulated: false,
            score: (before?.score ?? 0) + gain,
            reachedMs: gain > 0 ? atMs : (before?.reachedMs ?? 0),
          };
          latest.set(playerId, entry);
          const rank = await board.record(entry);
          expect(rank).toBe(rankContenders(latest.values()).indexOf(entry) + 1);
        }
        const expected = rankContenders(latest.values());
        const ranks = await board.ranks([...latest.keys(), 'nobody']);
        expect([...ranks].sort((a, b) => a[1] - b[1]).map(([id]) => id)).toEqual(expected.map((e) => e.playerId));
        const { top, players } = await board.top(10, points);
        expect(players).toBe(latest.size);
        expect(await board.players()).toBe(latest.size);
        expect(top.map((line) => [line.rank, line.playerId, line.score])).toEqual(
          expected.slice(0, 10).map((e, i) => [i + 1, e.playerId, points(e.score)]),
        );
      }),
    );
  });

  it('never moves a player back: a stale copy of their seat recorded later leaves their better place', async () => {
    const board = new LocalBoard();
    await board.record({ playerId: 'alice', name: 'Alice', simulated: false, score: 980, reachedMs: 2_000 });
    await board.record({ playerId: 'bob', name: 'Bob', simulated: false, score: 500, reachedMs: 1_000 });
    expect(await board.record({ playerId: 'alice', name: 'Alice', simulated: false, score: 0, reachedMs: 0 })).toBe(1);
    expect((await board.top(10, points)).top.map((line) => [line.name, line.score])).toEqual([['Alice', 9.8], ['Bob', 5]]);
  });

  it('takes a removed player off the board', async () => {
    const board = new LocalBoard();
    await board.record({ playerId: 'alice', name: 'Alice', simulated: false, score: 980, reachedMs: 2_000 });
    await board.record({ playerId: 'bob', name: 'Bob', simulated: false, score: 500, reachedMs: 1_000 });
    await board.remove('alice');
    expect(await board.top(10, points)).toEqual({ top: [expect.objectContaining({ name: 'Bob', rank: 1 })], players: 1 });
    expect(await board.ranks(['alice', 'bob'])).toEqual(new Map([['bob', 1]]));
  });

  it('is empty again once cleared', async () => {
    const board = new LocalBoard();
    await board.record({ playerId: 'a', name: 'A', simulated: false, score: 5, reachedMs: 1 });
    await board.clear();
    expect(await board.top(10, points)).toEqual({ top: [], players: 0 });
    expect(await board.record({ playerId: 'b', name: 'B', simulated: false, score: 1, reachedMs: 1 })).toBe(1);
  });
});
