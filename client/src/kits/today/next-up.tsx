import type { Language } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { GameCover, languageLabel, playPath } from '../game-card/index.ts';
import { usePlayerLanguage } from './player-language.ts';
import { PlayStateLabel } from './play-state-label.tsx';
import { useNextGame } from './today-queries.ts';
import './today.css';
import { questionTypeOf } from '../../question-types/registry.ts';

// The way on at the end of a game (issue 17: no dead ends): the next game to play, today's unplayed puzzle or
// quiz in the player's language, else the newest daily game they have not played. The server decides which
// (GET /api/player/next); this card shows it with a Play button, or says they are all caught up.

export interface NextUpProps {
  /** The game just played or looked at; never offered as the next one. */
  afterGameId?: string | undefined;
  /** Whose language's games come first; the player's own (mother tongue, else the UI's) when left out. */
  language?: Language | undefined;
}

export function NextUp({ afterGameId, language }: NextUpProps) {
  const { t, i18n } = useTranslation();
  const playerLanguage = usePlayerLanguage();
  const next = useNextGame(afterGameId, language ?? playerLanguage);
  if (next.isPending || next.isError) return null;
  const entry = next.data.next;

  return (
    <section className="next-up" aria-labelledby="next-up-title" data-testid="next-up">
      <h2 id="next-up-title" className="next-up__title">
        {t('today.nextUp')}
      </h2>
      {entry
        ? (
            <div className="next-up__card" data-game-id={entry.game.game_id}>
              <div className="next-up__cover">
                <GameCover game={entry.game} />
              </div>
              <div className="next-up__body">
                <p className="next-up__name">
                  <bdi>{entry.game.game_name}</bdi>
                </p>
                <p className="next-up__meta">
                  <bdi>{entry.game.channel.channel_name}</bdi>
                  {' · '}
                  {t(questionTypeOf(entry.game.type).labels.browse)}
                  {' · '}
                  {languageLabel(entry.game.language, i18n.language)}
                </p>
                <PlayStateLabel state={entry.state} />
              </div>
              <Link href={playPath(entry.game)} className="button button--primary next-up__play">
                {t(entry.state.status === 'IN_PROGRESS' ? 'today.continue' : 'today.play')}
              </Link>
            </div>
          )
        : (
            <p className="next-up__done">{t('today.allCaughtUp')}</p>
          )}
    </section>
  );
}
