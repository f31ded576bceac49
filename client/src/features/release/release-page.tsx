import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { GameReviewCard } from './game-review-card.tsx';
import { ReleaseForm } from './release-form.tsx';
import { useGameReviews, useReleaseSearch } from './release-queries.ts';
import '../../ui/panel.css';
import './release.css';

/**
 * /creator/game/release-game?gameIds&gameLanguage&duration: every listed game with its review (submit a draft,
 * read why a question was refused), the gifts of a paid game, and the release of the verified ones.
 */
export default function ReleasePage() {
  const { t } = useTranslation();
  const search = useReleaseSearch();
  const gameIds = search?.gameIds ?? [];
  const reviews = useGameReviews(gameIds);
  const header = <PageHeader title={t('pages.releaseGame')} subtitle={t('release.intro')} />;
  if (reviews.some((r) => r.isPending)) return (
    <>
      {header}
      <Loading />
    </>
  );
  const outcomes = reviews.flatMap((r) => (r.data ? [r.data] : []));
  if (outcomes.length === 0) return (
    <>
      {header}
      <EmptyState title={t('release.noGames')} />
    </>
  );
  const verified = outcomes.filter((o) => o.game.status === 'VERIFIED').map((o) => o.game);
  const releasable = verified.map((game) => game.game_id);
  // The form starts on the game's own mode and round length, as the creator made it (a Rapid game stays Rapid).
  const first = verified[0] ?? outcomes[0]?.game;
  const released = outcomes.every((o) => o.game.status === 'RELEASED');
  return (
    <section className="panel-page release">
      {header}
      {outcomes.map((outcome) => <GameReviewCard key={outcome.game.game_id} outcome={outcome} />)}
      {released
        ? <p className="panel-card" role="status">{t('release.allReleased')}</p>
        : (
            <>
              {releasable.length === 0 && <p className="panel-muted">{t('release.onlyVerified')}</p>}
              <ReleaseForm
                gameIds={releasable}
                mode={first?.mode}
                duration={search?.duration ?? first?.game_configuration.game_duration ?? undefined}
                disabled={releasable.length === 0}
              />
            </>
          )}
    </section>
  );
}
