import { useEffect, useState } from 'react';
import type { Clock } from './countdown.ts';

/**
 * Milliseconds left until `target` by the given clock, read on every animation frame and re-rendered as each
 * second passes; 0 once it is reached. Recomputed from the target, never counted down, so a tab coming back from
 * the background (which gets no frames meanwhile) shows the right time on its first frame.
 */
export function useCountdown(target: number, now: Clock): number {
  const [remaining, setRemaining] = useState(() => Math.max(0, target - now()));
  useEffect(() => {
    let frame = 0;
    let shownSecond = Number.NaN;
    const tick = () => {
      const left = Math.max(0, target - now());
      const second = Math.ceil(left / 1000);
      if (second !== shownSecond) {
        shownSecond = second;
        setRemaining(left);
      }
      if (left > 0) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [target, now]);
  return remaining;
}
