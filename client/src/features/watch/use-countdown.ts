import { useEffect, useState } from 'react';

/**
 * Milliseconds left to `deadline` (server time), by the device clock plus `offsetMs`. Recomputed from the deadline
 * on every animation frame, so a tab back from the background is right at once; re-rendered only when the whole
 * second shown changes.
 */
export function useCountdown(deadline: number | null, offsetMs: number): number {
  const [left, setLeft] = useState(() => remaining(deadline, offsetMs));

  useEffect(() => {
    if (deadline === null) return;
    let frame = 0;
    let shown = Number.NaN;
    const tick = () => {
      const ms = remaining(deadline, offsetMs);
      const second = Math.ceil(ms / 1000);
      if (second !== shown) {
        shown = second;
        setLeft(ms);
      }
      if (ms > 0) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [deadline, offsetMs]);

  return deadline === null ? 0 : left;
}

function remaining(deadline: number | null, offsetMs: number): number {
  return deadline === null ? 0 : Math.max(0, deadline - (Date.now() + offsetMs));
}
