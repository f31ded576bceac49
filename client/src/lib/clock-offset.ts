// Estimating the server's clock from `clock:ping` round trips (protocol README, step 2). The reply with the
// shortest round trip waited least in any queue, so the midpoint of that trip is the best reading of the server.

export interface ClockSample {
  /** The device clock when the ping left. */
  clientSentAt: number;
  /** The server clock when it answered. */
  serverTime: number;
  /** The device clock when the reply arrived. */
  receivedAt: number;
}

export interface ClockEstimate {
  /** Add to the device clock to read the server's. */
  offset: number;
  /** The round trip of the sample the offset came from. */
  rtt: number;
}

/** One sample's reading: offset = serverTime − (clientSentAt + rtt / 2). */
export function estimateOf(sample: ClockSample): ClockEstimate {
  const rtt = Math.max(0, sample.receivedAt - sample.clientSentAt);
  return { offset: sample.serverTime - (sample.clientSentAt + rtt / 2), rtt };
}

/** The estimate of the sample with the smallest round trip (the first of equals), or null without samples. */
export function bestEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = estimateOf(sample);
    if (best === null || estimate.rtt < best.rtt) best = estimate;
  }
  return best;
}
