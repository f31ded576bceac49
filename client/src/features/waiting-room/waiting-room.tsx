import { safeRedirect } from '@plw/shared/rules/route-access';
import { motion } from 'motion/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePlayPages } from '../../lib/play-pages.ts';
import type { Clock } from '../../lib/server-clock.ts';
import { startHandoff } from '../../lib/start-handoff.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { START_COUNTDOWN_MS, StartCountdown } from '../../ui/start-countdown.tsx';
import { countdownParts, parseStartTime } from './countdown.ts';
import { gameIdOf } from './use-round-lobby.ts';
import { WaitingLobby } from './round-lobby-panel.tsx';
import './waiting-room.css';
import { intlLocale, numberFormat } from '../../ui/number-format.ts';

/** Where a redirect that is not a path of this app leads instead. */
const HOME = '/home';

export interface WaitingRoomProps {
  /** Where to go when the time comes: followed only when it is a path of this app, otherwise home. */
  redirect: string;
  /** When the game opens (spec 4: its publishing time). */
  time: string;
  now?: Clock;
}

/**
 * Counts down to a game's start, 3, 2, 1 in place for the last seconds, and then opens it by itself, with no
 * reload and no click. The game's page is loaded meanwhile, so it opens at once.
 */
export function WaitingRoom({ redirect, time, now = Date.now }: WaitingRoomProps) {
  const { t } = useTranslation();
  const target = parseStartTime(time);
  if (target === null) return <Notice>{t('waitingRoom.badTime')}</Notice>;
  const destination = safeRedirect(redirect, window.location.origin) ?? HOME;
  return <Countdown target={target} destination={destination} now={now} title={t('waitingRoom.title')} />;
}

function Countdown({ target, destination, now, title }: {
  target: number;
  destination: string;
  now: Clock;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const remaining = useTimeLeft(target, now);
  const labelId = useId();
  const { isPlayPage, preload } = usePlayPages();
  const gameId = isPlayPage(destination) ? gameIdOf(destination) : null;

  useEffect(() => preload(destination), [preload, destination]);
  useEffect(() => {
    if (remaining === 0) navigate(destination, { replace: true, state: startHandoff(target) });
  }, [remaining, destination, navigate, target]);

  // A game's start is counted 3, 2, 1; a leaderboard waiting for a round's end just opens.
  if (remaining <= START_COUNTDOWN_MS && isPlayPage(destination)) {
    return (
      <section className="waiting-room">
        <PageHeader title={title} />
        <StartCountdown remainingMs={remaining} />
      </section>
    );
  }

  const parts = countdownParts(remaining);
  const twoDigits = numberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const units = [
    ...(parts.days > 0 ? [{ id: 'days', value: parts.days, label: t('waitingRoom.days') }] : []),
    { id: 'hours', value: parts.hours, label: t('waitingRoom.hours') },
    { id: 'minutes', value: parts.minutes, label: t('waitingRoom.minutes') },
    { id: 'seconds', value: parts.seconds, label: t('waitingRoom.seconds') },
  ];
  const startsAt = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'medium' }).format(target);

  return (
    <section className="waiting-room">
      <PageHeader title={title} subtitle={t('waitingRoom.message', { time: startsAt })} />
      <p className="waiting-room__label" id={labelId}>
        {t('waitingRoom.startsIn')}
      </p>
      <div className="waiting-room__clock" role="timer" aria-labelledby={labelId} data-testid="countdown">
        {units.map((unit) => (
          <div key={unit.id} className="waiting-room__unit">
            {/* Each new value drops in briefly; the page's MotionConfig keeps it still for reduced motion. */}
            <span className="waiting-room__window">
              <motion.span
                key={unit.value}
                className="waiting-room__value"
                data-unit={unit.id}
                initial={{ y: '-0.5em', opacity: 0.2 }}
                animate={{ y: 0, opacity: 1 }}
                transition={{ duration: 0.25, ease: 'easeOut' }}
              >
                {twoDigits.format(unit.value)}
              </motion.span>
            </span>
            <span className="waiting-room__name">{unit.label}</span>
          </div>
        ))}
      </div>
      {gameId !== null && <WaitingLobby gameId={gameId} />}
    </section>
  );
}
