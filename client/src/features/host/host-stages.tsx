import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StartCountdown } from '../../ui/start-countdown.tsx';
import { Podium } from '../../kits/live-round/index.ts';
import type { Clock } from '../../lib/server-clock.ts';
import { minutesAndSeconds } from '../../lib/time-left.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { HostTop } from './host-board.tsx';
import type { BoardLine } from './host-state.ts';
import { numberFormat } from '../../ui/number-format.ts';

// The big screen's other moments: the 3-2-1 to the start, a kriss-kross race (played free: its time to the end,
// how many answered and the live top), the finale's podium, and a lobby the host closed.

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
  top: readonly BoardLine[];
  now: Clock;
}

export function HostFree({ endsAt, answered, players, top, now }: HostFreeProps) {
  const { t, i18n } = useTranslation();
  const timerLabel = useId();
  const format = numberFormat(i18n.language);
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
        <p className="host-question__answered" aria-live="polite" data-testid="host-answered">
          {t('host.answered', { answered: format.format(answered), players: format.format(players) })}
        </p>
      </section>
      <HostTop top={top} />
    </div>
  );
}

export function HostFinale({ top }: { top: readonly BoardLine[] }) {
  const { t } = useTranslation();
  return (
    <div className="host-finale" data-testid="host-finale">
      <h2 className="host-finale__title">{t('host.finaleTitle')}</h2>
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
