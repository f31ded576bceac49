import { type Clock, type ClockTimer, systemClock } from '@plw/server/clock';

// A clock for tests that runs with real time and can be moved forward: `advance(ms)` adds to its time and fires,
// in order, every timer that came due, so a test waits for a round's start or end without the real seconds.
// `hold()` stops it where it is until `release()` (what was due by then still runs; nothing later does), so a
// browser test looks at a moment of a round (a reveal shown for 5 s) however slowly a busy machine lets it look.
// Real time still passes (sockets, databases and Redis keep working), and time never goes back.

interface Armed {
  run: () => void;
  dueAt: number;
  everyMs: number | undefined;
  real: NodeJS.Timeout | undefined;
  unref: boolean;
  cancelled: boolean;
}

export class TestClock implements Clock {
  private offsetMs = 0;
  /** The time it stands at while held, or null while it runs. */
  private heldAt: number | null = null;
  private readonly armed = new Set<Armed>();

  now(): number {
    return this.heldAt ?? Date.now() + this.offsetMs;
  }

  /** Stops the clock at its present time: timers due later wait for `release()` or `advance()`. */
  hold(): void {
    if (this.heldAt !== null) return;
    this.heldAt = this.now();
    for (const armed of this.armed) this.rearm(armed);
  }

  /** Lets a held clock run on from where it stood (no jump: the time it was held is not made up). */
  release(): void {
    if (this.heldAt === null) return;
    this.offsetMs = this.heldAt - Date.now();
    this.heldAt = null;
    for (const armed of this.armed) this.rearm(armed);
  }

  // Delays are whole milliseconds, as Node's timers make them: a fractional one (a board's tick of 250.2 ms) would
  // leave the moved clock between milliseconds, and a time read from it (an answer's elapsed ms) fractional.
  setTimeout(run: () => void, ms: number): ClockTimer {
    return this.arm({ run, dueAt: this.now() + Math.ceil(Math.max(0, ms)), everyMs: undefined });
  }

  setInterval(run: () => void, ms: number): ClockTimer {
    const everyMs = Math.ceil(Math.max(1, ms));
    return this.arm({ run, dueAt: this.now() + everyMs, everyMs });
  }

  clear(timer: ClockTimer | undefined): void {
    const armed = (timer as { armed?: Armed } | undefined)?.armed;
    if (!armed) return;
    armed.cancelled = true;
    clearTimeout(armed.real);
    this.armed.delete(armed);
  }

  /**
   * Moves the clock `ms` forward and runs every timer that came due, earliest first (an interval once per step
   * it passed), letting promises settle between them, so work a timer starts can arm the next one in time.
   */
  async advance(ms: number): Promise<void> {
    const target = this.now() + Math.ceil(ms);
    for (;;) {
      const next = [...this.armed].filter((armed) => armed.dueAt <= target).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!next) break;
      this.moveTo(next.dueAt);
      this.fire(next);
      await settle();
    }
    this.moveTo(target);
    for (const armed of this.armed) this.rearm(armed);
    await settle();
  }

  /** Moves the clock forward to a moment (no-op if it has passed). */
  async advanceTo(at: number): Promise<void> {
    await this.advance(Math.max(0, at - this.now()));
  }

  /** Moves the time forward to `at` (held or running), never back. */
  private moveTo(at: number) {
    const ahead = Math.max(0, at - this.now());
    if (this.heldAt === null) this.offsetMs += ahead;
    else this.heldAt += ahead;
  }

  private arm(fields: Pick<Armed, 'run' | 'dueAt' | 'everyMs'>): ClockTimer {
    const armed: Armed = { ...fields, real: undefined, unref: false, cancelled: false };
    this.armed.add(armed);
    this.rearm(armed);
    const timer = {
      armed,
      unref: () => {
        armed.unref = true;
        armed.real?.unref();
        return timer;
      },
    };
    return timer;
  }

  /** Sets the real timer that fires `armed` when real time reaches its due time on this clock (held: if due now). */
  private rearm(armed: Armed) {
    clearTimeout(armed.real);
    armed.real = undefined;
    const waitMs = Math.max(0, armed.dueAt - this.now());
    if (this.heldAt !== null && waitMs > 0) return;
    armed.real = setTimeout(() => this.fire(armed), waitMs);
    if (armed.unref) armed.real.unref();
  }

  private fire(armed: Armed) {
    if (armed.cancelled) return;
    clearTimeout(armed.real);
    if (armed.everyMs === undefined) {
      this.armed.delete(armed);
    } else {
      armed.dueAt = Math.max(armed.dueAt + armed.everyMs, this.now() + 1);
      this.rearm(armed);
    }
    armed.run();
  }
}

/** Lets pending promise callbacks and I/O callbacks already due run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock that reads its time from the test (to move across days and time zones), with the system's timers. */
export function clockAt(read: () => number | Date): Clock {
  return { ...systemClock, now: () => Number(read()) };
}
