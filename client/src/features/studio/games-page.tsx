import { LANGUAGES } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadMore } from '../../ui/load-more.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { canHost, HostLiveButton } from './host-live-button.tsx';
import { languageName } from './language-name.ts';
import { StatusBadge } from './status-badge.tsx';
import { gameEditorHref, newGameHref, playDemoHref, questionsHref } from './studio-links.ts';
import { useChannelGames } from './studio-queries.ts';
import { VariantReview } from './variant-review.tsx';
import './studio.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/**
 * Language variants grouped into games, newest game first. A game is shown by its variant in the reader's language,
 * else by its first one (the list comes newest first, so that is the last).
 */
function byGroup(games: readonly GameSummary[], uiLocale: string): GameSummary[][] {
  const groups = new Map<string, GameSummary[]>();
  for (const game of games) groups.set(game.game_group_id, [...(groups.get(game.game_group_id) ?? []), game]);
  return [...groups.values()].map((variants) => {
    const own = variants.find((v) => LANGUAGES.find((l) => l.name === v.language)?.code === uiLocale);
    const shown = own ?? variants.at(-1);
    return shown ? [shown, ...variants.filter((v) => v !== shown)] : variants;
  });
}

/**
 * /creator/games: the channel's games (GET /api/channel/channelgames), each with its language variants and the next
 * step of each on the way to players (submit for review, release). Pages come newest first as the end comes near.
 */
export default function GamesPage() {
  const { t, i18n } = useTranslation();
  const games = useChannelGames();
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <div className="studio">
      <PageHeader title={t('pages.games')} subtitle={t('studio.gamesIntro')} />
      <div className="studio-row">
        <Link href={newGameHref} className="button button--primary">
          {t('studio.newGame')}
        </Link>
      </div>
      {games.isPending
        ? (
            <Loading />
          )
        : list.length > 0
          ? (
              <>
                <ul className="studio-list" aria-label={t('pages.games')}>
                  {byGroup(list, i18n.language).map((variants) => {
                    const [first] = variants;
                    if (!first) return null;
                    const ids = variants.map((v) => v.game_id);
                    // The chosen variant first: the editor opens it and offers the others.
                    const editorHref = (id: string) => gameEditorHref([id, ...ids.filter((other) => other !== id)]);
                    return (
                      <li key={first.game_group_id} className="studio-item" data-testid="studio-game">
                        <div className="studio-item__main">
                          <span className="studio-item__title">{first.game_name}</span>
                          <span className="studio-item__meta">
                            {`${t(questionTypeOf(first.type).labels.studio)} · ${t(`studio.mode.${first.mode}`)}`}
                          </span>
                          <ul className="studio-variants" aria-label={t('studio.variants')}>
                            {variants.map((variant) => (
                              <li
                                key={variant.game_id}
                                className="studio-variant"
                                data-testid="studio-variant"
                                data-status={variant.status}
                              >
                                <Link href={editorHref(variant.game_id)}>
                                  {languageName(variant.language, i18n.language)}
                                  {' '}
                                  <StatusBadge status={variant.status} />
                                </Link>
                                <VariantReview variant={variant} />
                                {canHost(variant) && <HostLiveButton gameId={variant.game_id} />}
                              </li>
                            ))}
                          </ul>
                        </div>
                        <div className="studio-item__actions">
                          <Link href={gameEditorHref(ids)} className="button button--ghost button--small">
                            {t('studio.edit')}
                          </Link>
                          <Link href={questionsHref(first.type, ids)} className="button button--ghost button--small">
                            {t('studio.questions')}
                          </Link>
                          <Link href={playDemoHref(first.type, ids)} className="button button--ghost button--small">
                            {t('studio.playDemo')}
                          </Link>
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <LoadMore query={games} />
              </>
            )
          : (
              <p className="studio-muted" role="status">
                {t('studio.noGames')}
              </p>
            )}
    </div>
  );
}
