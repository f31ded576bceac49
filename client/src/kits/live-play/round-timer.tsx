import { motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/server-clock.ts';
import { minutesAndSeconds, shareLeft } from '../../lib/time-left.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import type { ClockStage } from './live-clock.ts';
import './live-round.css';
import { numberFormat } from '../../ui/number-format.ts';

// The round's time left by the server clock: what it counts to in words (live-clock.ts), minutes and seconds and a
// bar that empties, urgent in the last ten seconds of answering, each of which then pulses once (not with reduced
// motion: the page's MotionConfig turns that off).

const URGENT_SECONDS = 10;

const STAGE_LABELS = {
  round: 'liveRound.timeLeft',
  answer: 'liveRound.timeToAnswer',
  next: 'liveRound.nextQuestionIn',
  results: 'liveRound.resultsIn',
} as const satisfies Record<ClockStage, string>;

export interface RoundTimerProps {
  startsAt: number;
  endsAt: number;
  now: Clock;
  /** What it counts to; a free round's end unless told. */
  stage?: ClockStage;
}

export function RoundTimer({ startsAt, endsAt, now, stage = 'round' }: RoundTimerProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const left = useTimeLeft(endsAt, now);
  const seconds = Math.ceil(left / 1000);
  const parts = minutesAndSeconds(seconds);
  const twoDigits = numberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const urgent = (stage === 'round' || stage === 'answer') && seconds <= URGENT_SECONDS;
  const share = shareLeft(startsAt, endsAt, endsAt - seconds * 1000);

  return (
    <div className={`round-timer round-timer--${stage}${urgent ? ' round-timer--urgent' : ''}`} data-stage={stage}>
      <span className="round-timer__label" id={labelId} data-testid="round-time-label">
        {t(STAGE_LABELS[stage])}
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
