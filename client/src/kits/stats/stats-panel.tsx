import type { PlayerStats } from '@plw/protocol/rest/stats';
import { MotionConfig, motion } from 'motion/react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, percent } from './stats-format.ts';
import { usePlayerStats, useReportTimeZone } from './stats-queries.ts';
import './stats.css';
import { numberFormat } from '../../ui/number-format.ts';

// The player's daily streak and statistics: a flame with the current and best streak, games played, solve rate,
// average and best time, and the results as bars (each with its figure in text). Shown on /rewards and at the end
// of every daily game; it fetches afresh when it appears, so a puzzle just finished counts at once.

/** The panel, with its text loaded on any page (the end of a game loads the game's text, not the player's). */
export function StatsPanel() {
  return (
    <Suspense fallback={null}>
      <MotionConfig reducedMotion="user">
        <LoadedStatsPanel />
      </MotionConfig>
    </Suspense>
  );
}

function LoadedStatsPanel() {
  const { t } = useTranslation('player');
  const stats = usePlayerStats();
  useReportTimeZone(stats.data?.time_zone);
  const headingId = useId();

  if (stats.isPending) return null;
  return (
    <section className="stats-panel" aria-labelledby={headingId} data-testid="stats-panel">
      <h2 id={headingId} className="stats-panel__title">{t('stats.title')}</h2>
      {stats.isError ? <p className="stats-panel__note">{t('stats.failed')}</p> : <StatsBody stats={stats.data} />}
    </section>
  );
}

function StatsBody({ stats }: { stats: PlayerStats }) {
  const { t, i18n } = useTranslation('player');
  const locale = i18n.language;
  const number = (value: number) => numberFormat(locale).format(value);
  const time = (ms: number | null) => (ms === null ? undefined : clockTime(ms, locale));
  const { current, best } = stats.streak;
  // "1 day", "2 days": the language's own plural forms (Arabic has six), with the figure in the reader's digits.
  const days = (count: number) => t('stats.days', { count, days: number(count) });
  const note = stats.today_done ? t('stats.todayDone') : current > 0 ? t('stats.keepGoing') : t('stats.startOne');

  return (
    <>
      <div className="stats-panel__streak">
        <Flame lit={current > 0} today={stats.today_done} />
        <dl className="stats-panel__streak-figures">
          <div className="stats-panel__figure stats-panel__figure--lead">
            <dt>{t('stats.current')}</dt>
            <motion.dd
              key={current}
              data-testid="streak-current"
              initial={{ scale: 0.6, opacity: 0 }}
              animate={{ scale: 1, opacity: 1 }}
              transition={{ type: 'spring', stiffness: 320, damping: 18 }}
            >
              {days(current)}
            </motion.dd>
          </div>
          <div className="stats-panel__figure">
            <dt>{t('stats.best')}</dt>
            <dd data-testid="streak-best">{days(best)}</dd>
          </div>
        </dl>
      </div>
      <p className="stats-panel__note">{note}</p>

      <dl className="stats-panel__figures">
        <Figure label={t('stats.played')} value={number(stats.played)} />
        <Figure label={t('stats.solveRate')} value={stats.solve_rate === null ? undefined : percent(stats.solve_rate, locale)} />
        <Figure label={t('stats.averageTime')} value={time(stats.average_ms)} />
        <Figure label={t('stats.bestTime')} value={time(stats.best_ms)} />
      </dl>

      <ResultBars distribution={stats.distribution} />
    </>
  );
}

/** One figure; one not known yet (no solved puzzle) says so in the label's size, not as a big number. */
function Figure({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useTranslation('player');
  return (
    <div className="stats-panel__figure">
      <dt>{label}</dt>
      {value === undefined ? <dd className="stats-panel__none">{t('stats.noTime')}</dd> : <dd>{value}</dd>}
    </div>
  );
}

function ResultBars({ distribution }: { distribution: PlayerStats['distribution'] }) {
  const { t, i18n } = useTranslation('player');
  const number = numberFormat(i18n.language);
  const most = Math.max(1, ...distribution.map((b) => b.plays));
  const captionId = useId();
  return (
    <figure className="stats-bars" aria-labelledby={captionId}>
      <figcaption id={captionId} className="stats-bars__caption">
        <span className="stats-bars__title">{t('stats.results')}</span>
        {' '}
        {t('stats.resultsCaption')}
      </figcaption>
      <ol className="stats-bars__list">
        {distribution.map((b, index) => {
          const label = b.from === 100
            ? t('stats.bucketAll')
            : t('stats.bucketRange', { from: number.format(b.from), to: number.format(b.to) });
          return (
            <li key={b.bucket} className="stats-bars__row">
              <span className="stats-bars__label">{label}</span>
              <span className="stats-bars__track" aria-hidden="true">
                <motion.span
                  className={b.from === 100 ? 'stats-bars__bar stats-bars__bar--all' : 'stats-bars__bar'}
                  initial={{ scaleX: 0 }}
                  animate={{ scaleX: 1 }}
                  transition={{ delay: 0.05 * index, duration: 0.45, ease: 'easeOut' }}
                  style={{ inlineSize: `${Math.max(2, (b.plays / most) * 100)}%` }}
                />
              </span>
              <span className="stats-bars__value">{number.format(b.plays)}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** The streak's flame: lit while the streak is alive, glowing once today's puzzle is done. Decoration only. */
function Flame({ lit, today }: { lit: boolean; today: boolean }) {
  const state = !lit ? 'out' : today ? 'today' : 'lit';
  return (
    <motion.svg
      className={`stats-flame stats-flame--${state}`}
      viewBox="0 0 48 64"
      aria-hidden="true"
      focusable="false"
      initial={{ y: 6, opacity: 0 }}
      animate={{ y: 0, opacity: 1 }}
      transition={{ duration: 0.4 }}
    >
      <path
        className="stats-flame__outer"
        d="M24 2c3 10 16 18 16 34a16 16 0 0 1-32 0c0-8 4-13 8-17 0 6 2 9 5 10-2-10 1-19 3-27z"
      />
      <path
        className="stats-flame__inner"
        d="M24 30c2 6 8 9 8 17a8 8 0 0 1-16 0c0-5 3-8 5-10 0 3 1 5 3 5-1-4 0-9 0-12z"
      />
    </motion.svg>
  );
}
