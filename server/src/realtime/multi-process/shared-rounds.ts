import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { Clock } from '../../clock.ts';
import type { RoundServer } from '../transport/round-sockets.ts';
import { LocalBoard, RedisBoard, type RoundBoard } from './round-board.ts';
import { RedisLease, type RoundLease, soleOwner } from './round-lease.ts';
import { type RevealTally, RedisTally, soleTally } from './reveal-tally.ts';

// Multi-process: how several server processes share live rounds through Redis (the socket.io adapter between
// them, each round's shared board, the leases of its moments, its reveals' tallies), or, without Redis, the same
// parts for one process alone.

const LEASE_MS = 6_000;
/**
 * A round's moments are leased only when they come (moment-leases.ts): a process that dies before one holds
 * nothing. This is how soon another process takes over from one that dies while settling a round.
 */
const ROUND_LEASE_MS = 2_000;

/**
 * With several processes, how long the end's settler waits for answers the others are storing, and the longest a
 * reveal waits for a silent process's counts (normally every process gives its part within milliseconds).
 */
const CLOSE_GRACE_MS = 300;

export interface SharedRoundsOptions {
  redisUrl?: string | undefined;
  redisPrefix: string;
}

/** The parts every room and timer of this process share a round's state through, with Redis or alone. */
export function shareRounds(io: RoundServer, { redisUrl, redisPrefix }: SharedRoundsOptions, clock: Clock) {
  const shared = redisUrl ? connectShared(io, redisUrl, redisPrefix) : null;
  const leaseOf = shared
    ? (key: string, ttlMs = LEASE_MS) => new RedisLease(shared.redis, redisPrefix, key, shared.processId, ttlMs)
    : (): RoundLease => soleOwner;
  const tallyRules = { clock, graceMs: CLOSE_GRACE_MS };
  return {
    /** Whether other processes share this one's rounds (their broadcasts go through the adapter). */
    shared: shared !== null,
    /** A lease of a task one process runs at a time (the reminders). */
    leaseOf: (key: string): RoundLease => leaseOf(key),
    /** A round's moment's lease: its start, its end. */
    roundLeaseOf: (key: string): RoundLease => leaseOf(key, ROUND_LEASE_MS),
    boardOf: shared
      ? (key: string): RoundBoard => new RedisBoard(shared.redis, redisPrefix, key)
      : (): RoundBoard => new LocalBoard(),
    tallyOf: shared
      ? (key: string): RevealTally => new RedisTally(shared.redis, redisPrefix, key, shared.processId, tallyRules)
      : (): RevealTally => soleTally,
    leaseRenewMs: ROUND_LEASE_MS / 4,
    closeGraceMs: shared ? CLOSE_GRACE_MS : 0,
    async close() {
      await shared?.close();
    },
  };
}

/** With Redis: the streams adapter carries broadcasts between processes; one client serves boards and leases. */
function connectShared(io: RoundServer, url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  io.adapter(createAdapter(redis, { streamName: `${prefix}socket.io`, channelPrefix: `${prefix}socket.io` }));
  return {
    redis,
    processId: `${process.pid}-${randomUUID()}`,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
