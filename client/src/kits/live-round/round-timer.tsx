import { motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/server-clock.ts';
import { minutesAndSeconds, shareLeft } from '../../lib/time-left.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import './live-round.css';
import { numberFormat } from '../../ui/number-format.ts';

// The round's time left by the server clock: minutes and seconds and a bar that empties, urgent in the last ten
// seconds, each of which then pulses once (not with reduced motion: the page's MotionConfig turns that off).

const URGENT_SECONDS = 10;

export function RoundTimer({ startsAt, endsAt, now }: { startsAt: number; endsAt: number; now: Clock }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const left = useTimeLeft(endsAt, now);
  const seconds = Math.ceil(left / 1000);
  const parts = minutesAndSeconds(seconds);
  const twoDigits = numberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const urgent = seconds <= URGENT_SECONDS;
  const share = shareLeft(startsAt, endsAt, endsAt - seconds * 1000);

  return (
    <div className={`round-timer${urgent ? ' round-timer--urgent' : ''}`}>
      <span className="round-timer__label" id={labelId}>
        {t('liveRound.timeLeft')}
      </span>
      <motion.span
        key={urgent ? seconds : 'calm'}
        className="round-timer__value"
        role="timer"
        aria-labelledby={labelId}
        data-testid="round-time-left"
        data-seconds={seconds}
        initial={urgent ? { scale: 1.25 } : false}
        animate={{ scale: 1 }}
        transition={{ duration: 0.2 }}
      >
        {`${twoDigits.format(parts.minutes)}:${twoDigits.format(parts.seconds)}`}
      </motion.span>
      <span className="round-timer__track" aria-hidden="true">
        <span className="round-timer__bar" style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
