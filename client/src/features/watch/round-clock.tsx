import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/server-clock.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { formatClock, roundDeadline } from './watch-figures.ts';

/** A round's countdown: to its start, then to its end with a bar of the time played; "Round over" after. */
export function RoundClock({ room, offsetMs }: { room: RoomFigures; offsetMs: number }) {
  const { t, i18n } = useTranslation();
  const deadline = roundDeadline(room);
  // The server's clock as the last snapshot told it.
  const now = useMemo<Clock>(() => () => Date.now() + offsetMs, [offsetMs]);
  const left = useTimeLeft(deadline?.at ?? null, now);

  if (!deadline) {
    return (
      <div className="watch-clock">
        <span className="watch-clock__label">{t('watch.roundOver')}</span>
      </div>
    );
  }
  const length = room.endsAt - room.startsAt;
  const played = deadline.kind === 'endsIn' && length > 0 ? 1 - Math.min(1, left / length) : null;
  return (
    <div className="watch-clock">
      <span className="watch-clock__label">{t(deadline.kind === 'startsIn' ? 'watch.startsIn' : 'watch.timeLeft')}</span>
      <span className="watch-clock__value" role="timer" data-testid="watch-clock">
        {formatClock(left, i18n.language)}
      </span>
      {played !== null && (
        <span className="watch-clock__track" aria-hidden="true">
          <span className="watch-clock__bar" style={{ transform: `scaleX(${played})` }} />
        </span>
      )}
    </div>
  );
}
