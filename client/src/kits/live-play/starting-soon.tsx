import { useTranslation } from 'react-i18next';
import { useOpenedAtStart } from '../../lib/start-handoff.ts';
import { START_COUNTDOWN_MS, StartCountdown } from '../../ui/start-countdown.tsx';
import type { Clock } from '../../lib/server-clock.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import './starting-soon.css';

/**
 * A joined round before its questions open (a reload just before the start, or the last moments of a waiting room's
 * countdown): the seconds left, then 3, 2, 1 in place, then "Go!" (carried on from the waiting room) until they do.
 */
export function StartingSoon({ startsAt, now }: { startsAt: number; now: Clock }) {
  const { t } = useTranslation();
  const left = useTimeLeft(startsAt, now);
  const openedAtStart = useOpenedAtStart(now);
  if (left <= START_COUNTDOWN_MS) return <StartCountdown remainingMs={left} held={left === 0 && openedAtStart} />;
  return (
    <p className="round-starting" role="status">
      {t('liveRound.startingIn', { seconds: Math.ceil(left / 1000) })}
    </p>
  );
}
