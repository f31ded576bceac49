import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { formatDuration } from './format-duration.ts';

// The time since the play started, while the player solves. It is only a display: the time that scores and ranks
// is the server's, from the play's started_at to the submission (plays.time_ms), whatever this showed. It stops
// ticking while the tab is hidden (no work for a page nobody sees) and catches up when the tab shows again.

/** Milliseconds since `startedAt` on the server's clock, updated each second while the page is visible. */
export function useElapsed(startedAt: string): number {
  const now = useServerClock();
  const start = Date.parse(startedAt);
  const [elapsed, setElapsed] = useState(() => Math.max(0, now() - start));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => setElapsed(Math.max(0, now() - start));
    const run = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState === 'hidden') return;
      tick();
      timer = setInterval(tick, 1000);
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
    };
  }, [now, start]);

  return elapsed;
}

/** The running clock: a timer role (never announced each second), labelled for screen readers. */
export function SolveTimer({ startedAt }: { startedAt: string }) {
  const { t } = useTranslation();
  const elapsed = useElapsed(startedAt);
  return (
    <p className="kk-timer" role="timer" aria-live="off" aria-label={t('dailyTools.timerLabel')} data-testid="solve-timer">
      {/* A drawn stopwatch: phones without an emoji font showed the ⏱ character as an empty box. */}
      <svg aria-hidden="true" className="kk-timer__icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2h5M12 2v3" />
      </svg>
      <span className="kk-timer__time">{formatDuration(elapsed)}</span>
    </p>
  );
}
