import type { Redis } from 'ioredis';
import { type Clock, pause } from '../../clock.ts';

// How many players gave each answer to an in-step question (a quiz's choice, a typed answer's spelling), across
// every process of its round, for its reveal: its type then shows them (a typed answer's grouped by the rule's key).
// Each process counts the answers it took itself (an answer is taken, and stored, by one process only) and gives
// its part once the question is locked and its answers are stored. Alone, its own part is the whole. With Redis,
// the parts are summed there, and every process reads the sum only once each process of the round gave its part
// (or after a grace, if one went silent: then the counts are not whole, and the reveal reads them from storage,
// where every acknowledged answer is, the dead process's too). So every process sends the same counts.

export interface RevealTally {
  /** This process holds a room of the round from now on: reveals wait for its part. */
  join(): Promise<void>;
  /**
   * This process gives its part of a question's counts and resolves with the round's once every part is in
   * (`whole`), or with those that came if a process went silent.
   */
  counted(question: number, mine: ReadonlyMap<string, number>): Promise<Tallied>;
  /** This process holds the round's room no more. */
  leave(): Promise<void>;
}

export interface Tallied {
  counts: Map<string, number>;
  whole: boolean;
}

export const soleTally: RevealTally = {
  join: async () => undefined,
  counted: async (_question, mine) => ({ counts: new Map(mine), whole: true }),
  leave: async () => undefined,
};

/** How long a process counts as holding the round after it last said so: one that died stops being waited for. */
const MEMBER_TTL_MS = 30_000;
/** How often a process waiting for the others' parts looks again. */
const POLL_MS = 5;
/** How long the tally's keys outlive the round's last reveal. */
const KEYS_TTL_S = 3_600;

/** Whether every process still holding the round gave its part of the question: 1 or 0. */
const ALL_IN = `
local members = redis.call('zrangebyscore', KEYS[1], ARGV[1], '+inf')
for _, member in ipairs(members) do
  if redis.call('sismember', KEYS[2], member) == 0 then return 0 end
end
return 1`;

export class RedisTally implements RevealTally {
  private readonly members: string;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly roundKey: string,
    private readonly processId: string,
    private readonly deps: { clock: Clock; graceMs: number },
  ) {
    this.members = `${prefix}reveal-members:${roundKey}`;
  }

  async join() {
    const until = this.deps.clock.now() + MEMBER_TTL_MS;
    await this.redis.multi().zadd(this.members, until, this.processId).expire(this.members, KEYS_TTL_S).exec();
  }

  async counted(question: number, mine: ReadonlyMap<string, number>) {
    const { counts, given } = this.keysOf(question);
    const transaction = this.redis.multi();
    for (const [choice, count] of mine) if (count > 0) transaction.hincrby(counts, choice, count);
    transaction
      .sadd(given, this.processId)
      .zadd(this.members, this.deps.clock.now() + MEMBER_TTL_MS, this.processId)
      .expire(counts, KEYS_TTL_S)
      .expire(given, KEYS_TTL_S);
    await transaction.exec();
    const whole = await this.allIn(given);
    const summed = await this.redis.hgetall(counts);
    return { counts: new Map(Object.entries(summed).map(([choice, n]) => [choice, Number(n)])), whole };
  }

  /** Waits until every process holding the round gave its part: true, or false once the grace is over. */
  private async allIn(given: string): Promise<boolean> {
    const giveUpAt = this.deps.clock.now() + this.deps.graceMs;
    for (;;) {
      const alive = String(this.deps.clock.now());
      if ((await this.redis.eval(ALL_IN, 2, this.members, given, alive)) === 1) return true;
      if (this.deps.clock.now() >= giveUpAt) return false;
      await pause(this.deps.clock, POLL_MS);
    }
  }

  async leave() {
    await this.redis.zrem(this.members, this.processId);
  }

  private keysOf(question: number) {
    const base = `${this.prefix}reveal:${this.roundKey}:${question}`;
    return { counts: `${base}:counts`, given: `${base}:given` };
  }
}
