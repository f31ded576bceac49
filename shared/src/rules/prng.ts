// A small seeded generator (sfc32) so the layout search is random yet reproducible everywhere.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  below(n: number): number;
  /** Shuffles in place and returns the array. */
  shuffle<T>(items: T[]): T[];
}

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const step = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // The first outputs still show the seed's bits; discard them.
  for (let i = 0; i < 12; i++) step();
  const random: Random = {
    next: step,
    below: (n) => Math.floor(step() * n),
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(step() * (i + 1));
        const item = items[i] as (typeof items)[number];
        items[i] = items[j] as (typeof items)[number];
        items[j] = item;
      }
      return items;
    },
  };
  return random;
}

/** A seed for a derived stream (a restart, a phase) that does not overlap its parent's. */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x7f4a7c15, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
