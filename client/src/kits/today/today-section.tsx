import type { GameWithState } from '@plw/protocol/rest/today';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QUESTION_TYPES } from '../../question-types/registry.ts';
import { GameCover, languageLabel, playPath } from '../game-card/index.ts';
import { usePlayerLanguage } from './player-language.ts';
import { PlayStateLabel } from './play-state-label.tsx';
import { useTodayGames } from './today-queries.ts';
import './today.css';

// Home opens with today's game of each type the server picks one for (the registry's `today`), in the player's
// language (issue 17, the daily habit): each with a clear next step, "Play", "Continue", or how it went ("Solved
// in 2:41").

export function TodaySection() {
  const { t, i18n } = useTranslation();
  const language = usePlayerLanguage();
  const today = useTodayGames(language);
  if (today.isPending) return null;
  if (today.isError) {
    return (
      <section className="today" aria-labelledby="today-title">
        <h2 id="today-title" className="today__title">{t('today.title')}</h2>
        <p className="today-card__none">{t('today.loadFailed')}</p>
      </section>
    );
  }
  const none = t('today.none', { language: languageLabel(language, i18n.language) });
  return (
    <section className="today" aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title" className="today__title">{t('today.title')}</h2>
      <div className="today__cards">
        {QUESTION_TYPES.map(({ type, today: slot }) => slot && (
          <TodayCard key={type} kind={t(slot.label)} entry={today.data[slot.field]} none={none} />
        ))}
      </div>
    </section>
  );
}

function TodayCard({ kind, entry, none }: { kind: string; entry: GameWithState | null; none: string }) {
  const { t } = useTranslation();
  if (!entry) {
    return (
      <article className="today-card today-card--none" data-testid="today-card">
        <div className="today-card__body">
          <p className="today-card__kind">{kind}</p>
          <p className="today-card__none">{none}</p>
        </div>
      </article>
    );
  }
  const { game, state } = entry;
  const finished = state.status === 'FINISHED';
  return (
    <article
      className={`today-card today-card--${state.status.toLowerCase()}`}
      data-testid="today-card"
      data-game-id={game.game_id}
      data-state={state.status}
    >
      <div className="today-card__cover">
        <GameCover game={game} />
      </div>
      <div className="today-card__body">
        <p className="today-card__kind">{kind}</p>
        <h3 className="today-card__name">
          <bdi>{game.game_name}</bdi>
        </h3>
        <p className="today-card__meta">
          <bdi>{game.channel.channel_name}</bdi>
        </p>
        {state.status !== 'NEW' && <PlayStateLabel state={state} />}
      </div>
      <Link
        href={playPath(game)}
        className={`button ${finished ? 'button--ghost' : 'button--primary'} today-card__action`}
        aria-label={`${finished ? t('today.statePlayed') : t(state.status === 'IN_PROGRESS' ? 'today.continue' : 'today.play')}: ${game.game_name}`}
      >
        {finished ? t('today.statePlayed') : t(state.status === 'IN_PROGRESS' ? 'today.continue' : 'today.play')}
      </Link>
    </article>
  );
}
