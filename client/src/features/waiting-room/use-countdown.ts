import { useEffect, useState } from 'react';
import { type Clock, msUntilNextTick } from './countdown.ts';

/** Milliseconds left until `target` by the given clock, updated as each second passes; 0 once it is reached. */
export function useCountdown(target: number, now: Clock): number {
  const [remaining, setRemaining] = useState(() => Math.max(0, target - now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const left = Math.max(0, target - now());
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, msUntilNextTick(left));
    };
    tick();
    // A hidden tab's timers are slowed down: catch up as soon as it is shown again.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [target, now]);
  return remaining;
}
