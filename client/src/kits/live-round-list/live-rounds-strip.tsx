import type { LiveRound } from '@plw/protocol/rest/live-rounds';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cardHref, countdownText, languageLabel } from '../game-card/index.ts';
import { questionTypeOf, typeSlugOf } from '../../question-types/registry.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { nextChange, phaseAt, windowOf } from './live-round-clock.ts';
import { useLiveRounds } from './use-live-rounds.ts';
import './live-rounds.css';
import { numberFormat } from '../../ui/number-format.ts';

// Home's "Live now / Starting soon" strip above the playlists: a card per round with a pulsing LIVE badge or a
// countdown to its start, one tap to the round (the waiting room before the start, the game once it runs, as
// on the /rapid list). Hidden while loading, on an error and when nothing is live or coming.

const deviceClock = () => Date.now();

export function LiveRoundsStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useLiveRounds();
  const rounds = data?.rounds ?? [];
  const now = Date.now();
  const next = nextChange(rounds, now);
  // One clock for the strip: every second while a countdown shows, else once a minute until the next end.
  const counting = rounds.some((round) => phaseAt(round, now) === 'waiting');
  useTimeLeft(next, deviceClock, counting ? 1000 : 60_000);

  const shown = rounds.filter((round) => phaseAt(round, now) !== 'ended');
  if (shown.length === 0) return null;
  return (
    <section className="live-rounds" aria-labelledby={headingId} data-testid="live-rounds">
      <h2 id={headingId} className="live-rounds__title">
        {t('liveRounds.title')}
      </h2>
      <ul className="live-rounds__list">
        {shown.map((round) => (
          <li key={round.game_id} className="live-rounds__item">
            <LiveRoundCard round={round} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LiveRoundCard({ round, now }: { round: LiveRound; now: number }) {
  const { t, i18n } = useTranslation();
  const running = phaseAt(round, now) === 'running';
  // The /rapid list's address for the same game: its waiting room before the start, the game from then on.
  const game = { game_id: round.game_id, type: round.game_type, mode: 'RAPID', publishing_time: round.starts_at } as const;
  const href = cardHref(game, now);
  const countdown = running ? null : countdownText(windowOf(round).startsAt - now, i18n.language);
  const days = countdown?.days ? numberFormat(i18n.language).format(countdown.days) : null;

  return (
    <Link
      href={href}
      className="live-round-card"
      data-phase={running ? 'running' : 'soon'}
      data-testid="live-round-card"
    >
      <span className={`live-round-card__cover live-round-card__cover--${typeSlugOf(round.game_type)}`}>
        {round.image
          ? <img src={round.image} alt="" loading="lazy" />
          : <span aria-hidden="true">{firstLetter(round.game_name)}</span>}
      </span>
      <span className="live-round-card__body">
        {running
          ? (
              <span className="live-badge">
                <span className="live-badge__dot" aria-hidden="true" />
                {t('liveRounds.live')}
              </span>
            )
          : (
              <span className="live-round-card__countdown" data-testid="live-round-countdown">
                <span>{t('browse.startsIn')}</span>
                {' '}
                <time dateTime={round.starts_at} dir="ltr">
                  {days ? t('browse.countdownDays', { days, time: countdown?.clock }) : countdown?.clock}
                </time>
              </span>
            )}
        <h3 className="live-round-card__name">
          <bdi>{round.game_name}</bdi>
        </h3>
        <span className="live-round-card__meta">
          <bdi>{round.channel_name}</bdi>
          {round.subscribed && (
            <>
              {' · '}
              {t('browse.subscribed')}
            </>
          )}
        </span>
        <span className="live-round-card__meta">
          {t(questionTypeOf(round.game_type).labels.browse)}
          {' · '}
          {languageLabel(round.language, i18n.language)}
        </span>
      </span>
    </Link>
  );
}

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The name's first letter as readers see it (a whole grapheme, so an Indic consonant keeps its vowel sign). */
function firstLetter(name: string): string {
  for (const { segment } of letters.segment(name.trim())) return segment;
  return '';
}
