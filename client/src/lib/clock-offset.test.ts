import { describe, expect, it } from 'vitest';
import { bestEstimate, estimateOf } from './clock-offset.ts';

describe('clock offset', () => {
  it('reads the server at the midpoint of the round trip', () => {
    // Sent at 1000, answered by a server 5000 ms ahead at 6040, back at 1080: 40 ms each way.
    expect(estimateOf({ clientSentAt: 1000, serverTime: 6040, receivedAt: 1080 })).toEqual({ offset: 5000, rtt: 80 });
  });

  it('works for a server clock behind the device', () => {
    expect(estimateOf({ clientSentAt: 10_000, serverTime: 7_010, receivedAt: 10_020 })).toEqual({
      offset: -3000,
      rtt: 20,
    });
  });

  it('keeps the sample with the smallest round trip: queueing delay only ever adds to a trip', () => {
    const samples = [
      { clientSentAt: 0, serverTime: 2300, receivedAt: 400 }, // slow and lopsided: says 2100
      { clientSentAt: 500, serverTime: 2510, receivedAt: 520 }, // fast: says 2000
      { clientSentAt: 600, serverTime: 2700, receivedAt: 800 }, // says 2000 too, but less sure
    ];
    expect(bestEstimate(samples)).toEqual({ offset: 2000, rtt: 20 });
  });

  it('keeps the first of equally fast samples, and has no estimate without samples', () => {
    const samples = [
      { clientSentAt: 0, serverTime: 110, receivedAt: 20 },
      { clientSentAt: 100, serverTime: 230, receivedAt: 120 },
    ];
    expect(bestEstimate(samples)).toEqual({ offset: 100, rtt: 20 });
    expect(bestEstimate([])).toBeNull();
  });

  it('never takes a negative round trip from a device clock stepped back mid-ping', () => {
    expect(estimateOf({ clientSentAt: 1000, serverTime: 5000, receivedAt: 990 })).toEqual({ offset: 4000, rtt: 0 });
  });
});
