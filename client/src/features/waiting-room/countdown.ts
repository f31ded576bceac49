// The waiting room's countdown, as pure time arithmetic: what is left, in days, hours, minutes and seconds.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left, rounding up: a countdown shows 0:00:01 until the very moment it reaches zero. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** How long until the display changes next: the next whole second of what is left. */
export function msUntilNextTick(remainingMs: number): number {
  return remainingMs % 1000 || 1000;
}

/** The waiting room's `time` param: an ISO date-time, or milliseconds since the epoch. Null if it is neither. */
export function parseStartTime(time: string): number | null {
  const value = /^\d+$/.test(time) ? Number(time) : Date.parse(time);
  return Number.isFinite(value) ? value : null;
}
