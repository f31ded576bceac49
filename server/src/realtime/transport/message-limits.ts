// Message budgets per socket and per player, and join budgets per socket, per player and per address: flooding
// gets refused, and a player who keeps flooding, from one socket or many, is cut off and removed from their rounds.

import type { BucketRules, JoinLimits, MessageLimits } from '../../config.ts';

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

  /**
   * Null when the join may go ahead (its tokens taken), else the budget that refused it. The address's budget is
   * per round (`roundKey`): a class behind one address joins its one round at the start, all at once.
   */
  take(socket: TokenBucket, playerId: string, address: string, roundKey: string, now: number): JoinRefusal | null {
    const player = this.players.of(playerId, now);
    const network = this.addresses.of(`${address} ${roundKey}`, now);
    if (!socket.has(now)) return 'socket';
    if (!player.has(now)) return 'player';
    if (!network.has(now)) return 'address';
    socket.take(now);
    player.take(now);
    network.take(now);
    return null;
  }
}

/** What becomes of a message: it goes ahead, it is refused, or its player has been refused too often. */
export type MessageVerdict = 'accepted' | 'refused' | 'cutOff';

/**
 * Message budgets and refusal counts, kept per player (the account) as well as per socket: a new socket or a
 * reconnect starts with a fresh socket budget but with what its player has left, and with its player's refusals.
 */
export class MessageLimiter {
  private readonly players: KeyedBuckets;
  /** Refusals as a bucket of strikes: each refusal takes one, time gives them back, an empty bucket cuts off. */
  private readonly strikes: KeyedBuckets;

  constructor(private readonly limits: MessageLimits) {
    this.players = new KeyedBuckets(limits.perPlayer);
    this.strikes = new KeyedBuckets({ perSecond: limits.refusalsForgivenPerSecond, burst: limits.maxRefusals });
  }

  /** A new socket's own message budget. */
  socketBudget(now: number): TokenBucket {
    return new TokenBucket(this.limits.perSocket, now);
  }

  /** A message takes from its socket's and its player's budget, or from neither and counts as a refusal. */
  take(socket: TokenBucket, playerKey: string, now: number): MessageVerdict {
    const player = this.players.of(playerKey, now);
    if (socket.has(now) && player.has(now)) {
      socket.take(now);
      player.take(now);
      return 'accepted';
    }
    const strikes = this.strikes.of(playerKey, now);
    strikes.take(now);
    return strikes.has(now) ? 'refused' : 'cutOff';
  }
}
