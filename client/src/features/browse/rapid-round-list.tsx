import type { GamePage } from '@plw/protocol/rest/discover';
import { liveThenUpcoming, nextRoundChange, type RapidRoundMoment } from '@plw/shared/rules/rapid-round';
import type { GameSummary } from '@plw/shared/schemas/game';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { cardHref, countdownText, GameCover, languageLabel } from '../../kits/game-card/index.ts';
import { questionTypeOf, typeSlugOf } from '../../question-types/registry.ts';
import { LoadMore } from '../../ui/load-more.tsx';
import { useServerClock } from '../../lib/use-server-clock.ts';
import { useServerClockSync } from '../../lib/use-server-clock-sync.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { EmptyState } from './empty-state.tsx';
import { GridSkeleton } from './skeletons.tsx';

// The Rapid tab: live rounds running now first, then the ones to come, each counting down on the server's clock
// (to its end, to its start) by the shared rule (rules/rapid-round.ts). A round that starts moves up to the live
// ones and one that ends leaves the list, without asking the server; nothing left shows where to go instead.

type Query = UseInfiniteQueryResult<InfiniteData<GamePage>>;

/** A listed game with its round's two settings where the shared rule reads them. */
const withTiming = (game: GameSummary) => ({ ...game, game_duration: game.game_configuration.game_duration });

export function RapidRoundList({ query }: { query: Query }) {
  const { t } = useTranslation();
  useServerClockSync();
  const serverNow = useServerClock();
  const games = (query.data?.pages.flatMap((page) => page.games) ?? []).map(withTiming);
  const now = serverNow();
  // One clock for the list: a render on each whole second up to the next start or end, then again from there.
  useTimeLeft(nextRoundChange(games, now), serverNow, 1000);

  if (query.isPending) return <GridSkeleton count={4} compact />;
  const rounds = liveThenUpcoming(games, now);
  if (rounds.length === 0) {
    return query.isError
      ? <EmptyState title={t('browse.noRounds')} hint={t('browse.loadFailed')} onRetry={() => void query.refetch()} />
      : <NoRounds />;
  }
  return (
    <>
      <ul className="browse-grid browse-grid--compact" data-testid="rapid-rounds">
        {rounds.map(({ game, moment }) => (
          <li key={game.game_id}>
            <RapidRoundCard game={game} moment={moment} now={now} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function RapidRoundCard({ game, moment, now }: { game: GameSummary; moment: RapidRoundMoment; now: number }) {
  const { t, i18n } = useTranslation();
  const running = moment.phase === 'running';
  const countdown = countdownText(moment.until - now, i18n.language);
  const days = countdown.days ? new Intl.NumberFormat(i18n.language).format(countdown.days) : null;
  return (
    <Link
      href={cardHref(game, now)}
      className="game-card game-card--compact"
      data-testid="rapid-round"
      data-phase={moment.phase}
      data-game-id={game.game_id}
    >
      <div className={`game-card__cover game-card__cover--${typeSlugOf(game.type)}`}>
        <GameCover game={game} />
      </div>
      <div className="game-card__body">
        {running && <p className="game-card__live">{t('browse.liveNow')}</p>}
        <h3 className="game-card__name">
          <bdi>{game.game_name}</bdi>
        </h3>
        <p className="game-card__meta">
          <bdi>{game.channel.channel_name}</bdi>
          {' · '}
          {t(questionTypeOf(game.type).labels.browse)}
          {' · '}
          {languageLabel(game.language, i18n.language)}
        </p>
        <p className={`game-card__countdown game-card__countdown--${moment.phase}`} data-testid="round-countdown">
          <span>{t(running ? 'browse.endsIn' : 'browse.startsIn')}</span>
          {' '}
          <time dateTime={new Date(moment.until).toISOString()} dir="ltr">
            {days ? t('browse.countdownDays', { days, time: countdown.clock }) : countdown.clock}
          </time>
        </p>
      </div>
    </Link>
  );
}

/** Nothing live or to come: today's puzzles instead, every language when a filter hid the rounds, or a code. */
function NoRounds() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const filtered = useSearch() !== '';
  return (
    <EmptyState title={t('browse.noRounds')} hint={t('browse.noRoundsHint')}>
      <div className="browse-empty__ways">
        <Link href="/daily" className="button button--primary button--small">
          {t('browse.playDaily')}
        </Link>
        {filtered && (
          <Link href={path} className="button button--ghost button--small">
            {t('browse.showAllLanguages')}
          </Link>
        )}
        <Link href="/join" className="button button--ghost button--small">
          {t('browse.joinWithCode')}
        </Link>
      </div>
    </EmptyState>
  );
}
