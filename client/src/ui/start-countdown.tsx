import { motion, useReducedMotion } from 'motion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAtStart } from '../lib/start-handoff.ts';
import { usePlayCue } from '../lib/use-sound-cues.ts';
import { Loading } from './loading.tsx';
import './start-countdown.css';
import { numberFormat } from './number-format.ts';

/** The last seconds before a round starts, when the show counts 3, 2, 1 in place. */
export const START_COUNTDOWN_MS = 3_000;

/**
 * The show's 3, 2, 1 and then "Go!" (held until the first question is on screen), each with its sound cue. Each
 * number grows in; under reduced motion (the page's MotionConfig) it only fades, and still counts. `held` carries
 * on a countdown another page showed: no entrance and no second cue. Screen readers hear the start once, politely
 * ("The round is starting"), not a number interrupting them every second: the timer itself is not live.
 */
export function StartCountdown({ remainingMs, held = false }: { remainingMs: number; held?: boolean }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const play = usePlayCue();
  // Asked for reduced motion, a number only fades in: not even one frame at its grown-in size.
  const still = useReducedMotion() ?? false;
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  // Filled after the empty region is on the page, so it is a change that a screen reader speaks; then left alone.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!held) setAnnouncement(t('startCountdown.announce'));
  }, [held, t]);
  useEffect(() => {
    if (!held) play(seconds > 0 ? 'tick' : 'go');
  }, [seconds, play, held]);

  const shown = seconds > 0 ? numberFormat(i18n.language).format(seconds) : t('startCountdown.go');
  return (
    <div className="start-countdown" data-testid="start-countdown" data-seconds={seconds}>
      <p className="start-countdown__label" id={labelId}>
        {t('startCountdown.label')}
      </p>
      <div className="start-countdown__stage" role="timer" aria-labelledby={labelId} aria-live="off">
        <motion.span
          key={seconds}
          className="start-countdown__value"
          initial={held ? false : { scale: still ? 1 : 1.8, opacity: 0 }}
          animate={{ scale: 1, opacity: 1 }}
          transition={{ duration: 0.3, ease: 'easeOut' }}
        >
          {shown}
        </motion.span>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="start-announcement">
        {announcement}
      </p>
    </div>
  );
}

/**
 * What a game page shows while it still loads: the countdown's "Go!", held on, when a waiting room has just opened
 * it at the start (so the show never drops to "Loading..." between 1 and the first question); otherwise "Loading...".
 */
export function LoadingAfterStart({ now }: { now: () => number }) {
  return useOpenedAtStart(now) ? <StartCountdown remainingMs={0} held /> : <Loading />;
}
