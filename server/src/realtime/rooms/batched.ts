// Requests that arrive within a few milliseconds of each other, served together: one trip to the database for a
// crowd joining at once instead of one each. Each caller gets its own key's value, or the batch's error.

export interface BatchRules {
  maxBatch: number;
  maxDelayMs: number;
}

interface Caller<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

export class Batched<K, V> {
  private waiting = new Map<K, Caller<V>[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly serve: (keys: K[]) => Promise<Map<K, V>>,
    /** The error of a key the batch has no value for. */
    private readonly missing: (key: K) => Error,
    private readonly rules: BatchRules = { maxBatch: 200, maxDelayMs: 2 },
  ) {}

  get(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key) ?? [];
      callers.push({ resolve, reject });
      this.waiting.set(key, callers);
      if (this.waiting.size >= this.rules.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.rules.maxDelayMs);
    });
  }

  private flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = new Map();
    this.serve([...batch.keys()]).then(
      (values) => {
        for (const [key, callers] of batch) {
          const value = values.get(key);
          for (const caller of callers) {
            if (value === undefined) caller.reject(this.missing(key));
            else caller.resolve(value);
          }
        }
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
      },
    );
  }
}
