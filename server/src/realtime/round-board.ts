import type { Redis } from 'ioredis';
import type { LeaderboardLine } from './round-types.ts';
import { rankContenders } from './standings.ts';

// A round's leaderboard: where every answer's new score lands, whichever process stored it. In one process
// it is a map sorted on each tick; with Redis it is a sorted set that every process of the round shares.

export interface BoardEntry {
  playerId: string;
  name: string;
  simulated: boolean;
  /** Hundredths of a point. */
  score: number;
  /** When the player last scored, ms after the start; earlier wins a tie. */
  lastScoredMs: number;
}

export interface RoundBoard {
  record(entry: BoardEntry): Promise<void>;
  /** Changes whenever an entry changes; a tick with the same version has nothing new. */
  version(): Promise<number>;
  top(size: number, toPoints: (hundredths: number) => number): Promise<{ top: LeaderboardLine[]; players: number }>;
  /** Rank (1 = first) of each given player that is on the board. */
  ranks(playerIds: readonly string[]): Promise<Map<string, number>>;
  clear(): Promise<void>;
}

export class LocalBoard implements RoundBoard {
  private readonly entries = new Map<string, BoardEntry>();
  private changes = 0;
  private ranked: BoardEntry[] | null = null;

  async record(entry: BoardEntry) {
    this.entries.set(entry.playerId, entry);
    this.changes += 1;
    this.ranked = null;
  }

  async version() {
    return this.changes;
  }

  private sorted(): BoardEntry[] {
    this.ranked ??= rankContenders(this.entries.values());
    return this.ranked;
  }

  async top(size: number, toPoints: (hundredths: number) => number) {
    const sorted = this.sorted();
    return { top: lines(sorted.slice(0, size), toPoints), players: sorted.length };
  }

  async ranks(playerIds: readonly string[]) {
    const wanted = new Set(playerIds);
    const result = new Map<string, number>();
    this.sorted().forEach((entry, i) => {
      if (wanted.has(entry.playerId)) result.set(entry.playerId, i + 1);
    });
    return result;
  }

  async clear() {
    this.entries.clear();
    this.ranked = null;
  }
}

/** Room for 4 million ms (over an hour) of tie-break below each hundredth of a point. */
const TIME_SLOTS = 2 ** 22;

export class RedisBoard implements RoundBoard {
  private readonly board: string;
  private readonly names: string;
  private readonly changes: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    gameId: string,
  ) {
    this.board = `${prefix}board:${gameId}`;
    this.names = `${prefix}board-names:${gameId}`;
    this.changes = `${prefix}board-version:${gameId}`;
  }

  async record(entry: BoardEntry) {
    const rank = entry.score * TIME_SLOTS + (TIME_SLOTS - 1 - Math.min(entry.lastScoredMs, TIME_SLOTS - 1));
    await this.redis
      .multi()
      .zadd(this.board, rank, entry.playerId)
      .hset(this.names, entry.playerId, JSON.stringify([entry.name, entry.simulated]))
      .incr(this.changes)
      .exec();
  }

  async version() {
    return Number((await this.redis.get(this.changes)) ?? 0);
  }

  async top(size: number, toPoints: (hundredths: number) => number) {
    const [flat, players] = await Promise.all([
      this.redis.zrevrange(this.board, 0, size - 1, 'WITHSCORES'),
      this.redis.zcard(this.board),
    ]);
    const ids = flat.filter((_, i) => i % 2 === 0);
    const names = ids.length > 0 ? await this.redis.hmget(this.names, ...ids) : [];
    const entries = ids.map((playerId, i): BoardEntry => {
      const [name, simulated] = JSON.parse(names[i] ?? '["",false]') as [string, boolean];
      const packed = Number(flat[i * 2 + 1]);
      return { playerId, name, simulated, score: Math.floor(packed / TIME_SLOTS), lastScoredMs: 0 };
    });
    return { top: lines(entries, toPoints), players };
  }

  async ranks(playerIds: readonly string[]) {
    const pipeline = this.redis.pipeline();
    for (const id of playerIds) pipeline.zrevrank(this.board, id);
    const replies = (await pipeline.exec()) ?? [];
    const result = new Map<string, number>();
    replies.forEach(([error, rank], i) => {
      const id = playerIds[i];
      if (!error && typeof rank === 'number' && id) result.set(id, rank + 1);
    });
    return result;
  }

  async clear() {
    await this.redis.del(this.board, this.names, this.changes);
  }
}

function lines(entries: readonly BoardEntry[], toPoints: (hundredths: number) => number): LeaderboardLine[] {
  return entries.map((e, i) => ({
    rank: i + 1,
    playerId: e.playerId,
    name: e.name,
    score: toPoints(e.score),
    simulated: e.simulated,
  }));
}
