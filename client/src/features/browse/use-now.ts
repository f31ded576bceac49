import { useEffect, useState } from 'react';

/**
 * The device clock, re-read on each whole second while `running`; frozen otherwise so idle cards cost nothing.
 * Read from the clock rather than counted, so a tab back from the background is right at once.
 */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [running]);
  return now;
}
