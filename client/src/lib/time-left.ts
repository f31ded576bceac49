// Time left to a deadline, as pure arithmetic: countdowns recompute it from the deadline at every frame rather
// than counting ticks, so a tab back from the background (whose timers were slowed) shows the right time at once.

/** Milliseconds left to the deadline at `now`; never negative. */
export function msLeft(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** Whole seconds left, rounding up: a countdown shows 1 until the very moment it reaches 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.ceil(msLeft(deadline, now) / 1000);
}

/** The share of a window still to run, 1 at its start and 0 at its end. */
export function shareLeft(startsAt: number, endsAt: number, now: number): number {
  const length = endsAt - startsAt;
  if (length <= 0) return 0;
  return Math.min(1, msLeft(endsAt, now) / length);
}

/** Minutes and seconds, as a round timer shows them. */
export function minutesAndSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(totalSeconds));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
