// Per-socket message budget (a token bucket) and per-address join budget: flooding gets refused, and a
// socket that keeps flooding is cut off and its player removed from the round.

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

  take(now: number): boolean {
    this.tokens = Math.min(this.rules.burst, this.tokens + ((now - this.last) / 1000) * this.rules.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Buckets keyed by something (an address), forgotten once full again so the map does not grow forever. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly rules: BucketRules) {}

  take(key: string, now: number): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.rules, now);
      this.buckets.set(key, bucket);
    }
    if (this.buckets.size > 10_000) this.buckets.clear();
    return bucket.take(now);
  }
}
