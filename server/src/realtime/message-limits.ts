// Per-socket message budget (a token bucket) and join budgets per socket, per player and per address: flooding
// gets refused, and a socket that keeps flooding is cut off and its player removed from the round.

export interface BucketRules {
  perSecond: number;
  burst: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rules: BucketRules,
    now: number,
  ) {
    this.tokens = rules.burst;
    this.last = now;
  }

  /** Whether a token is there now (refilled for the time passed), without taking it. */
  has(now: number): boolean {
    this.tokens = Math.min(this.rules.burst, this.tokens + ((now - this.last) / 1000) * this.rules.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }

  /** Whether the bucket is back to its burst: it then says nothing a fresh bucket would not. */
  full(now: number): boolean {
    this.has(now);
    return this.tokens >= this.rules.burst;
  }

  take(now: number): boolean {
    if (!this.has(now)) return false;
    this.tokens -= 1;
    return true;
  }
}

const MAX_KEYS = 10_000;

/** Buckets keyed by something (a player, an address); full ones are forgotten so the map does not grow forever. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly rules: BucketRules) {}

  /** The bucket of `key`, made full when new. */
  of(key: string, now: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= MAX_KEYS) this.forgetFull(now);
      bucket = new TokenBucket(this.rules, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  take(key: string, now: number): boolean {
    return this.of(key, now).take(now);
  }

  private forgetFull(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
    // Every key busy at once (a flood of new keys): start over rather than grow without bound.
    if (this.buckets.size >= MAX_KEYS) this.buckets.clear();
  }
}

export interface JoinLimits {
  /** One socket's joins: a page joins on each connect and after a missed start, rarely more. */
  perSocket: BucketRules;
  /** One player's joins across all their sockets and tabs. */
  perPlayer: BucketRules;
  /** Everyone behind one address (a school's NAT): a bound against floods only, generous enough for a room. */
  perAddress: BucketRules;
}

export type JoinRefusal = 'socket' | 'player' | 'address';

/** Join budgets, narrowest first; a join takes from all three or, when one is empty, from none. */
export class JoinLimiter {
  private readonly players: KeyedBuckets;
  private readonly addresses: KeyedBuckets;

  constructor(private readonly limits: JoinLimits) {
    this.players = new KeyedBuckets(limits.perPlayer);
    this.addresses = new KeyedBuckets(limits.perAddress);
  }

  /** A new socket's own join budget. */
  socketBudget(now: number): TokenBucket {
    return new TokenBucket(this.limits.perSocket, now);
  }

  /** Null when the join may go ahead (its tokens taken), else the budget that refused it. */
  take(socket: TokenBucket, playerId: string, address: string, now: number): JoinRefusal | null {
    const player = this.players.of(playerId, now);
    const network = this.addresses.of(address, now);
    if (!socket.has(now)) return 'socket';
    if (!player.has(now)) return 'player';
    if (!network.has(now)) return 'address';
    socket.take(now);
    player.take(now);
    network.take(now);
    return null;
  }
}
