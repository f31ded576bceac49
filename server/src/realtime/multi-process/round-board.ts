import type { Redis } from 'ioredis';
import type { LeaderboardLine } from '@plw/protocol/socket/round-parts';
import { OrderedSet } from '@js-sdsl/ordered-set';
import { comparePlacings } from '@plw/shared/rules/ranking';
import { placingFromSortKey, placingSortKey } from '@plw/shared/rules/placing-sort-key';
import { Batched } from '../rooms/batched.ts';
import type { Contender } from '../rooms/standings.ts';

// A round's leaderboard: where every answer's new score lands, whichever process stored it. In one process
// it is a balanced tree in rank order; with Redis it is a sorted set that every process of the round shares,
// each player's score there their placing's sort key (shared/rules/placing-sort-key).
// A player's place only ever improves (points only grow, and when they reached them moves only with them), so
// a record never moves a player back: a copy of their seat read earlier, on any process, cannot undo a later one.

/** A player's line: ranked by the one ranking rule (shared/rules/ranking), `reachedMs` as in standings.ts. */
export type BoardEntry = Contender;

export interface RoundBoard {
  /** Puts a player's new score on the board, unless it holds a better one; resolves with their rank (1 = first). */
  record(entry: BoardEntry): Promise<number>;
  /** How many players are on the board. */
  players(): Promise<number>;
  /** Changes whenever an entry changes; a tick with the same version has nothing new. */
  version(): Promise<number>;
  top(size: number, toPoints: (hundredths: number) => number): Promise<{ top: LeaderboardLine[]; players: number }>;
  /** Rank (1 = first) of each given player that is on the board. */
  ranks(playerIds: readonly string[]): Promise<Map<string, number>>;
  /** Takes a removed player off the board: they are no contender (plays/repository roundContenders). */
  remove(playerId: string): Promise<void>;
  clear(): Promise<void>;
}

export class LocalBoard implements RoundBoard {
  private readonly entries = new Map<string, BoardEntry>();
  /** Kept in rank order: a new score is placed, and any rank read, in log n. */
  private readonly ranked = new OrderedSet<BoardEntry>([], comparePlacings, true);
  private changes = 0;

  async record(entry: BoardEntry) {
    const old = this.entries.get(entry.playerId);
    if (old && comparePlacings(old, entry) <= 0) return this.ranked.find(old).index + 1;
    if (old) this.ranked.eraseElementByKey(old);
    this.entries.set(entry.playerId, entry);
    this.ranked.insert(entry);
    this.changes += 1;
    return this.ranked.find(entry).index + 1;
  }

  async version() {
    return this.changes;
  }

  async players() {
    return this.entries.size;
  }

  async top(size: number, toPoints: (hundredths: number) => number) {
    const first: BoardEntry[] = [];
    const end = this.ranked.end();
    for (let at = this.ranked.begin(); first.length < size && !at.equals(end); at.next()) {
      first.push(at.pointer);
    }
    return { top: lines(first, toPoints), players: this.entries.size };
  }

  async ranks(playerIds: readonly string[]) {
    const result = new Map<string, number>();
    for (const playerId of playerIds) {
      const entry = this.entries.get(playerId);
      if (entry) result.set(playerId, this.ranked.find(entry).index + 1);
    }
    return result;
  }

  async remove(playerId: string) {
    const old = this.entries.get(playerId);
    if (!old) return;
    this.ranked.eraseElementByKey(old);
    this.entries.delete(playerId);
    this.changes += 1;
  }

  async clear() {
    this.entries.clear();
    this.ranked.clear();
  }
}

export class RedisBoard implements RoundBoard {
  private readonly board: string;
  private readonly names: string;
  private readonly changes: string;
  private readonly pending = new Map<string, BoardEntry>();
  private readonly recorded = new Batched<string, number>(
    (playerIds) => this.recordAll(playerIds),
    (playerId) => new Error(`no rank for ${playerId}`),
    { maxBatch: 500, maxDelayMs: 0 },
  );

  constructor(
    private readonly redis: Redis,
    prefix: string,
    gameId: string,
  ) {
    // `board2`: the sort key's second encoding (placing-sort-key.ts). A process still running the first during a
    // rolling deploy writes its own set instead of mixing two encodings in one; the end's ranks come from storage.
    this.board = `${prefix}board2:${gameId}`;
    this.names = `${prefix}board-names:${gameId}`;
    this.changes = `${prefix}board-version:${gameId}`;
  }

  /** Scores recorded in one turn of the event loop go to Redis together, in one transaction. */
  async record(entry: BoardEntry) {
    this.pending.set(entry.playerId, entry);
    return this.recorded.get(entry.playerId);
  }

  private async recordAll(playerIds: string[]): Promise<Map<string, number>> {
    const entries = playerIds.flatMap((id) => {
      const entry = this.pending.get(id);
      this.pending.delete(id);
      return entry ? [entry] : [];
    });
    const transaction = this.redis.multi();
    for (const entry of entries) {
      // LT: a lower key is a better place; a stale, higher one leaves the entry as it is.
      transaction
        .zadd(this.board, 'LT', placingSortKey(entry), entry.playerId)
        .hset(this.names, entry.playerId, JSON.stringify([entry.name, entry.simulated]));
    }
    transaction.incr(this.changes);
    for (const entry of entries) transaction.zrank(this.board, entry.playerId);
    const replies = (await transaction.exec()) ?? [];
    const ranks = replies.slice(-entries.length);
    const result = new Map<string, number>();
    entries.forEach((entry, i) => {
      const [error, position] = ranks[i] ?? [];
      if (!error && typeof position === 'number') result.set(entry.playerId, position + 1);
    });
    return result;
  }

  async version() {
    return Number((await this.redis.get(this.changes)) ?? 0);
  }

  players() {
    return this.redis.zcard(this.board);
  }

  async top(size: number, toPoints: (hundredths: number) => number) {
    const [flat, players] = await Promise.all([
      this.redis.zrange(this.board, 0, size - 1, 'WITHSCORES'),
      this.players(),
    ]);
    const ids = flat.filter((_, i) => i % 2 === 0);
    const names = ids.length > 0 ? await this.redis.hmget(this.names, ...ids) : [];
    const entries = ids.map((playerId, i): BoardEntry => {
      const [name, simulated] = JSON.parse(names[i] ?? '["",false]') as [string, boolean];
      return { playerId, name, simulated, ...placingFromSortKey(Number(flat[i * 2 + 1])) };
    });
    return { top: lines(entries, toPoints), players };
  }

  async ranks(playerIds: readonly string[]) {
    const pipeline = this.redis.pipeline();
    for (const id of playerIds) pipeline.zrank(this.board, id);
    const replies = (await pipeline.exec()) ?? [];
    const result = new Map<string, number>();
    replies.forEach(([error, rank], i) => {
      const id = playerIds[i];
      if (!error && typeof rank === 'number' && id) result.set(id, rank + 1);
    });
    return result;
  }

  async remove(playerId: string) {
    await this.redis.multi().zrem(this.board, playerId).hdel(this.names, playerId).incr(this.changes).exec();
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
