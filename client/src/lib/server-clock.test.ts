import { describe, expect, it } from 'vitest';
import { measureClock, ServerClock } from './server-clock.ts';

describe('server clock', () => {
  it('reads the device clock until synchronised, then the server by the estimate', () => {
    let device = 1_000;
    const clock = new ServerClock(() => device);
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(1_000);

    clock.update({ offset: 250, rtt: 30 });
    device = 2_000;
    expect(clock.synced).toBe(true);
    expect(clock.now()).toBe(2_250);
  });

  it('moves up to a moment the server said it reached, and never back for one it passed', () => {
    let device = 10_000;
    const clock = new ServerClock(() => device);
    clock.update({ offset: -5_000, rtt: 30 });
    clock.reached(9_000);
    expect(clock.now()).toBe(9_000);
    device = 11_000;
    expect(clock.now()).toBe(10_000);
    clock.reached(4_000);
    expect(clock.now()).toBe(10_000);
  });

  it('tells its subscribers when a new estimate arrives', () => {
    const clock = new ServerClock(() => 0);
    let calls = 0;
    const unsubscribe = clock.subscribe(() => {
      calls += 1;
    });
    clock.update({ offset: 1, rtt: 1 });
    unsubscribe();
    clock.update({ offset: 2, rtt: 1 });
    expect(calls).toBe(1);
  });

  it('measures with several pings and keeps the fastest, skipping pings that got no reply', async () => {
    let device = 0;
    // Each ping takes a different time; the server runs 10 s ahead of the device.
    const trips = [120, null, 16, 60];
    let index = 0;
    const estimate = await measureClock(
      async (sentAt) => {
        const trip = trips[index++];
        if (trip === undefined || trip === null) return null;
        device = sentAt + trip;
        // A slow trip is lopsided (the reply waited in a queue), so its midpoint misreads the server.
        return { serverTime: sentAt + 10_000 + (trip > 20 ? trip - 10 : trip / 2) };
      },
      () => device,
      trips.length,
    );
    expect(estimate).toEqual({ offset: 10_000, rtt: 16 });
  });
});
