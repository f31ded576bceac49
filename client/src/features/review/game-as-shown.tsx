import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { questionTypeOf } from '../../question-types/registry.ts';

// The game's own fields players will see, at the top of the review: the review is given to them as much as to the
// questions (the server binds it to both), so the admin reads the name, picture, hashtag and labels as shown.

const CIRCLES = ['local_circle', 'transit_game', 'supporting_lesson'] as const;

export function GameAsShown({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const circles = CIRCLES.filter((circle) => game[circle]).map((circle) => t(`review.circle.${circle}`));
  return (
    <article className="panel-card review-game" aria-label={t('review.gameAsShown')} data-testid="game-as-shown">
      <h2 className="review-card__title">{t('review.gameAsShown')}</h2>
      <dl className="review-game__fields">
        <dt>{t('review.gamePicture')}</dt>
        <dd>
          {game.image
            ? <img className="review-game__picture" src={game.image} alt={t('review.gamePicture')} width={160} height={120} />
            : <span className="panel-muted">{t('review.noPicture')}</span>}
        </dd>
        <dt>{t('review.gameName')}</dt>
        <dd dir="auto">{game.game_name}</dd>
        <dt>{t('review.gameHashtag')}</dt>
        <dd dir="auto">{game.hashtag || <span className="panel-muted">{t('review.noHashtag')}</span>}</dd>
        <dt>{t('review.gameType')}</dt>
        <dd>{t(questionTypeOf(game.type).labels.studio)}</dd>
        <dt>{t('review.gameLanguage')}</dt>
        <dd>{game.language}</dd>
        <dt>{t('review.playCircles')}</dt>
        <dd>{circles.length > 0 ? circles.join(' · ') : <span className="panel-muted">{t('review.noPlayCircle')}</span>}</dd>
      </dl>
    </article>
  );
}
