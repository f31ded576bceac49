import type { HostFigures } from '@plw/protocol/socket/host-events';
import { LayoutGroup, motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Celebration } from '../../ui/celebration.tsx';
import { StartCountdown } from '../../ui/start-countdown.tsx';
import { Podium } from '../../kits/live-play/index.ts';
import type { Clock } from '../../lib/server-clock.ts';
import { minutesAndSeconds } from '../../lib/time-left.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { HostAnswered } from './host-answered.tsx';
import { HostTop } from './host-board.tsx';
import type { BoardLine } from './host-state.ts';
import { numberFormat } from '../../ui/number-format.ts';

// The big screen's other moments: the 3-2-1 to the start, a kriss-kross race (played free: its time to the end,
// how many answered and each player's words locked in, moving word by word), the finale's podium with its confetti,
// and a lobby the host closed.

export const DASHBOARD_HREF = '/creator/dashboard';

export function HostCountdown({ startsAt, now }: { startsAt: number; now: Clock }) {
  const left = useTimeLeft(startsAt, now, 250);
  return (
    <div className="host-centre" data-testid="host-countdown">
      <StartCountdown remainingMs={left} />
    </div>
  );
}

export function HostWaiting() {
  const { t } = useTranslation();
  return (
    <div className="host-centre" data-testid="host-waiting">
      <p className="host-big-word" role="status">{t('host.getReady')}</p>
    </div>
  );
}

export interface HostFreeProps {
  endsAt: number;
  answered: number;
  players: number;
  progress: HostFigures['progress'];
  words: number;
  now: Clock;
}

export function HostFree({ endsAt, answered, players, progress, words, now }: HostFreeProps) {
  const { t, i18n } = useTranslation();
  const timerLabel = useId();
  const twoDigits = numberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const left = minutesAndSeconds(Math.ceil(useTimeLeft(endsAt, now) / 1000));
  return (
    <div className="host-free" data-testid="host-free">
      <section className="host-free__figures">
        <h2 className="host-free__title">{t('host.freeTitle')}</h2>
        <div className="host-timer host-timer--wide">
          <span className="host-timer__label" id={timerLabel}>{t('host.timeLeft')}</span>
          <span className="host-timer__value" role="timer" aria-labelledby={timerLabel} dir="ltr">
            {`${twoDigits.format(left.minutes)}:${twoDigits.format(left.seconds)}`}
          </span>
        </div>
        <HostAnswered answered={answered} players={players} />
      </section>
      <HostRace progress={progress} words={words} />
    </div>
  );
}

/** The race's lines on screen: enough for a class to find themselves, the rest counted. */
export const HOST_RACE_LINES = 10;

/** Each player's words locked in out of the grid's, most first, moving as they type (never right or wrong). */
export function HostRace({ progress, words }: { progress: HostFigures['progress']; words: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const format = new Intl.NumberFormat(i18n.language);
  const lines = progress.slice(0, HOST_RACE_LINES);
  const more = progress.length - lines.length;
  return (
    <section className="host-top host-race" aria-labelledby={headingId} data-testid="host-race">
      <h2 id={headingId} className="host-top__title">{t('host.raceTitle')}</h2>
      {lines.length === 0
        ? <p className="host-top__empty">{t('host.raceEmpty')}</p>
        : (
            <LayoutGroup>
              <ol className="host-top__list">
                {lines.map((line) => (
                  <motion.li
                    key={line.playerId}
                    layout="position"
                    transition={{ duration: 0.35, ease: 'easeOut' }}
                    className="host-race__line"
                    data-testid="host-race-line"
                  >
                    <span className="host-race__name"><bdi>{line.name}</bdi></span>
                    <span className="host-race__words">
                      {t('host.wordsOf', { done: format.format(line.words), total: format.format(words) })}
                    </span>
                    <span className="host-race__bar" aria-hidden="true">
                      <span style={{ inlineSize: `${words > 0 ? (100 * Math.min(line.words, words)) / words : 0}%` }} />
                    </span>
                  </motion.li>
                ))}
              </ol>
            </LayoutGroup>
          )}
      {more > 0 && <p className="host-top__empty">{t('host.raceMore', { count: more, number: format.format(more) })}</p>}
    </section>
  );
}

export function HostFinale({ top }: { top: readonly BoardLine[] }) {
  const { t } = useTranslation();
  return (
    <div className="host-finale" data-testid="host-finale">
      <h2 className="host-finale__title">{t('host.finaleTitle')}</h2>
      <Celebration when={top.length > 0} big />
      {top.length > 0
        ? (
            <>
              <Podium board={top} me={null} />
              <HostTop top={top} />
            </>
          )
        : <p className="host-finale__empty">{t('host.finaleEmpty')}</p>}
      <Link href={DASHBOARD_HREF} className="button button--primary host-finale__back">
        {t('host.backToDashboard')}
      </Link>
    </div>
  );
}

export function HostClosed() {
  const { t } = useTranslation();
  return (
    <div className="host-centre" data-testid="host-closed">
      <h2 className="host-big-word">{t('host.closed')}</h2>
      <Link href={DASHBOARD_HREF} className="button button--primary">
        {t('host.backToDashboard')}
      </Link>
    </div>
  );
}
