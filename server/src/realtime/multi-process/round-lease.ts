import type { Redis } from 'ioredis';

// Which process does a job that only one may do at a time (send a round's start, settle its end, send the
// reminders). Alone, a process always holds it; with Redis the holder keeps a lease it renews, and another
// process takes over when the holder stops renewing (it crashed).

export interface RoundLease {
  /** Tries to hold or renew the lease; true while this process holds it. */
  claim(): Promise<boolean>;
  release(): Promise<void>;
}

export const soleOwner: RoundLease = { claim: async () => true, release: async () => undefined };

const RENEW = 'if redis.call(\'get\', KEYS[1]) == ARGV[1] then return redis.call(\'pexpire\', KEYS[1], ARGV[2]) else return 0 end';
const RELEASE = 'if redis.call(\'get\', KEYS[1]) == ARGV[1] then return redis.call(\'del\', KEYS[1]) else return 0 end';

export class RedisLease implements RoundLease {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    gameId: string,
    private readonly processId: string,
    private readonly ttlMs: number,
  ) {
    this.key = `${prefix}lease:${gameId}`;
  }

  async claim(): Promise<boolean> {
    const renewed = await this.redis.eval(RENEW, 1, this.key, this.processId, String(this.ttlMs));
    if (renewed === 1) return true;
    return (await this.redis.set(this.key, this.processId, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.processId);
  }
}
