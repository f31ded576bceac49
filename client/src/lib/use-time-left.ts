import { useEffect, useState } from 'react';
import type { Clock } from './server-clock.ts';
import { msLeft } from './time-left.ts';

/**
 * Milliseconds left to `deadline` by `now`, read on every animation frame and re-rendered when the displayed value
 * (a whole `stepMs`, rounding up) changes. A hidden tab gets no frames; the first one after it returns is right.
 */
export function useTimeLeft(deadline: number | null, now: Clock, stepMs = 1000): number {
  const [left, setLeft] = useState(() => (deadline === null ? 0 : msLeft(deadline, now())));
  useEffect(() => {
    if (deadline === null) return;
    let frame = 0;
    let shown = Number.NaN;
    const tick = () => {
      const remaining = msLeft(deadline, now());
      const step = Math.ceil(remaining / stepMs);
      if (step !== shown) {
        shown = step;
        setLeft(remaining);
      }
      if (remaining > 0) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [deadline, now, stepMs]);
  return left;
}
