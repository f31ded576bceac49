import { bestEstimate, type ClockEstimate, type ClockSample } from './clock-offset.ts';

// The server's clock as this tab knows it: the device clock plus the offset of the last synchronisation.
// Until the first one it reads the device clock. One per app (per jotai store), shared by every game page.

export type Clock = () => number;

export class ServerClock {
  private estimate: ClockEstimate | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deviceNow: Clock = Date.now) {}

  /** The server's time now, by the last estimate (the device clock before any). Stable: pass it around freely. */
  readonly now: Clock = () => this.deviceNow() + (this.estimate?.offset ?? 0);

  get synced(): boolean {
    return this.estimate !== null;
  }

  /** A fresh estimate replaces the old one: the device clock may have been set since. */
  update(estimate: ClockEstimate): void {
    this.estimate = estimate;
    for (const listener of this.listeners) listener();
  }

  /**
   * The server told of a moment it has reached (a round's end, sent at it): an estimate behind that moment (the
   * device clock set back since the last measure, or a stale one) moves up to it, so no page reads the round as
   * still running after the server said it ended. An estimate already past it stays.
   */
  reached(at: number): void {
    const behindMs = at - this.now();
    if (behindMs <= 0) return;
    this.update({ offset: (this.estimate?.offset ?? 0) + behindMs, rtt: this.estimate?.rtt ?? 0 });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export type Ping = (clientSentAt: number) => Promise<{ serverTime: number } | null>;

/** Several pings one after another; the best sample's estimate, or null when none came back. */
export async function measureClock(ping: Ping, deviceNow: Clock = Date.now, rounds = 5): Promise<ClockEstimate | null> {
  const samples: ClockSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const clientSentAt = deviceNow();
    const pong = await ping(clientSentAt);
    if (pong) samples.push({ clientSentAt, serverTime: pong.serverTime, receivedAt: deviceNow() });
  }
  return bestEstimate(samples);
}
