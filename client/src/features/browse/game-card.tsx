import type { PlayStateView } from '@plw/protocol/rest/today';
import { roundPhase } from '@plw/shared/rules/round/schedule';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PlayStateLabel } from '../../kits/today/index.ts';
import { cardHref, countdownText, GameCover, languageLabel, upcomingStart } from '../../kits/game-card/index.ts';
import { useNow } from './use-now.ts';
import { questionTypeOf, typeSlugOf } from '../../question-types/registry.ts';
import { numberFormat } from '../../ui/number-format.ts';

// One game in a list or carousel. The whole card is its link; a live game still to start counts down to its
// publishing time and leads to the waiting room until then. Its cover is its picture or one drawn from its channel
// and type (game-cover.tsx); the player's state on it (new, in progress, played) comes from the list's
// `play_states`, and a game missing there is new.

const MODE_LABELS = {
  DAILY: 'browse.modeDaily',
  RAPID: 'browse.modeRapid',
  RAPID_THEN_DAILY: 'browse.modeRapidThenDaily',
} as const;

const NEW: PlayStateView = { status: 'NEW', time_ms: null, score: null, right: null, questions: null, solved: null };

interface GameCardProps {
  game: GameSummary;
  state?: PlayStateView | undefined;
  /** A row with a small cover beside the text, instead of the full-width cover above it. */
  compact?: boolean;
}

export function GameCard({ game, state = NEW, compact = false }: GameCardProps) {
  const { t, i18n } = useTranslation();
  const live = game.mode !== 'DAILY' && game.publishing_time !== null;
  // Ticks only while the card counts down or shows the round as live.
  const now = useNow(live && (upcomingStart(game, Date.now()) !== null || isRunning(game, Date.now())));
  const start = upcomingStart(game, now);
  const countdown = start === null ? null : countdownText(start - now, i18n.language);
  const typeAndLanguage = `${t(questionTypeOf(game.type).labels.browse)} · ${languageLabel(game.language, i18n.language)}`;
  const days = countdown?.days ? numberFormat(i18n.language).format(countdown.days) : null;

  return (
    <Link
      href={cardHref(game, now)}
      className={compact ? 'game-card game-card--compact' : 'game-card'}
      data-testid="game-card"
      data-mode={game.mode}
      data-game-id={game.game_id}
      data-state={state.status}
    >
      <div className={`game-card__cover game-card__cover--${typeSlugOf(game.type)}`}>
        <GameCover game={game} />
        <span className={`game-card__mode game-card__mode--${game.mode.toLowerCase()}`}>
          {t(MODE_LABELS[game.mode])}
        </span>
      </div>
      <div className="game-card__body">
        <h3 className="game-card__name">
          <bdi>{game.game_name}</bdi>
        </h3>
        {/* A compact card says where the game is from and what it is on one line. */}
        <p className="game-card__meta">
          <bdi>{game.channel.channel_name}</bdi>
          {compact && ` · ${typeAndLanguage}`}
        </p>
        {!compact && <p className="game-card__meta">{typeAndLanguage}</p>}
        {countdown && (
          <p className="game-card__countdown" data-testid="game-countdown">
            <span>{t('browse.startsIn')}</span>
            {' '}
            <time dateTime={game.publishing_time ?? undefined} dir="ltr">
              {days ? t('browse.countdownDays', { days, time: countdown.clock }) : countdown.clock}
            </time>
          </p>
        )}
        {live && !countdown && isRunning(game, now) && <p className="game-card__live">{t('browse.liveNow')}</p>}
        {!live && <PlayStateLabel state={state} />}
      </div>
    </Link>
  );
}

function isRunning(game: GameSummary, now: number): boolean {
  const timing = { ...game, game_duration: game.game_configuration.game_duration };
  return roundPhase(timing, new Date(now)) === 'running';
}
