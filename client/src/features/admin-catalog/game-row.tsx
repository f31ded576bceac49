import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { verifyRequestHref } from './catalog-queries.ts';
import '../../ui/panel.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/** One game in an admin list: name, channel, kind, language, mode and state; a game in review links to it. */
export function GameRow({ game, showChannel = true }: { game: GameSummary; showChannel?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="panel-card panel-card--compact" aria-label={game.game_name}>
      <div className="panel-row panel-row--between">
        <strong className="catalog-card__title">{game.game_name}</strong>
        <span className="status-pill">{t(`review.status.${game.status}`)}</span>
      </div>
      <p className="panel-muted">
        {showChannel && (
          <Link href={`/admin/${game.channel.channel_id}/channel`}>{game.channel.channel_name}</Link>
        )}
        {showChannel && ' · '}
        {t(questionTypeOf(game.type).labels.studio)}
        {' '}
        ·
        {game.language}
        {' '}
        ·
        {t(`release.modes.${game.mode}`)}
        {game.paid && ` · ${t('release.paid')}`}
      </p>
      {game.status === 'PENDING_VERIFICATION' && (
        <Link className="button button--primary button--small" href={verifyRequestHref(game)}>
          {t('adminCatalog.review')}
        </Link>
      )}
    </li>
  );
}
