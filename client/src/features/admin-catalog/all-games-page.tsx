import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TabBar } from '../../ui/tab-bar.tsx';
import { useAllGames, usePendingReviews } from './catalog-queries.ts';
import { GameRow } from './game-row.tsx';
import '../../ui/panel.css';
import './admin-catalog.css';

/** /admin/all-games: games waiting for verification first, then every game of every channel, a page at a time. */
export default function AllGamesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'review' | 'all'>('review');
  // The nav's "To review (n)" leads here with ?tab=review: its games show even if the other tab was open.
  const search = useSearch();
  useEffect(() => {
    if (new URLSearchParams(search).get('tab') === 'review') setTab('review');
  }, [search]);
  const pending = usePendingReviews();
  const games = useAllGames();
  const count = pending.data?.requests.length ?? 0;
  const everyGame = games.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <section className="panel-page catalog">
      <PageHeader title={t('pages.allGames')} subtitle={t('adminCatalog.gamesIntro')} />
      <TabBar
        tabs={[
          { name: 'review', label: t('adminCatalog.waitingReview'), count },
          { name: 'all', label: t('adminCatalog.everyGame') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'review' && (pending.isPending
        ? <Loading />
        : pending.isError
          ? <Notice>{t('creatorRequests.fetchFailed')}</Notice>
          : count === 0
            ? <EmptyState title={t('adminCatalog.noneWaiting')} />
            : (
                <ul className="panel-grid" aria-label={t('adminCatalog.waitingReview')}>
                  {pending.data.requests.map((request) => <GameRow key={request.request_id} game={request.game} />)}
                </ul>
              ))}
      {tab === 'all' && (games.isPending
        ? <Loading />
        : everyGame.length === 0
          ? <EmptyState title={t('adminCatalog.noGames')} />
          : (
              <>
                <ul className="panel-grid">
                  {everyGame.map((game) => <GameRow key={game.game_id} game={game} />)}
                </ul>
                <LoadMore query={games} />
              </>
            ))}
    </section>
  );
}
