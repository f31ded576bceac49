// Percentiles of latency samples (nearest rank), rounded for printing.

export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function nearestRank(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** The p-th percentile (nearest rank) of the samples, rounded. */
export function percentile(samples: readonly number[], p: number): number {
  return round(nearestRank(Float64Array.from(samples).sort(), p));
}

/** Several sample arrays (one per worker) merged, then their median, 99th percentile and maximum. */
export function spreadOf(...parts: readonly (readonly number[])[]): Spread {
  const sorted = Float64Array.from(parts.flat()).sort();
  return {
    count: sorted.length,
    p50: round(nearestRank(sorted, 50)),
    p99: round(nearestRank(sorted, 99)),
    max: round(nearestRank(sorted, 100)),
  };
}

/** One decimal: what the figures are worth on a shared two-core machine. */
export function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
