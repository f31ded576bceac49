// The server's time and timers, in one place: every reading of "now" and every timer of the server goes through
// the app's clock (app.clock, from AppConfig.clock). The system's by default; tests pass one they can move forward,
// so a round's moments come when the test says instead of after real seconds.

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's time and timers: read "now" and arm timers here, never on Date or the globals. */
    clock: Clock;
  }
}

/** A timer armed on a clock: cancel it with `clock.clear`. */
export interface ClockTimer {
  /** The timer does not keep the process alive. */
  unref(): ClockTimer;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `run` once, `ms` from now on this clock. */
  setTimeout(run: () => void, ms: number): ClockTimer;
  /** Runs `run` every `ms` on this clock. */
  setInterval(run: () => void, ms: number): ClockTimer;
  clear(timer: ClockTimer | undefined): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  setInterval: (run, ms) => setInterval(run, ms),
  clear: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};

/** Resolves `ms` from now on the clock. */
export function pause(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}

/** The clock's time as a Date. */
export const dateOf = (clock: Clock): Date => new Date(clock.now());
