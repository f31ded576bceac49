import type { GamePage } from '@plw/protocol/rest/discover';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { GameCard } from './game-card.tsx';
import { LoadMore } from './load-more.tsx';
import { GridSkeleton } from './skeletons.tsx';

/** A paged list of games as a grid: skeletons while loading, the empty state when empty or failed. */
export function GameList({ query }: { query: UseInfiniteQueryResult<InfiniteData<GamePage>> }) {
  const { t } = useTranslation();
  if (query.isPending) return <GridSkeleton count={8} />;
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  if (games.length === 0) {
    return (
      <EmptyState
        title={t('browse.emptyGames')}
        hint={query.isError ? t('browse.loadFailed') : t('browse.emptyGamesHint')}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      />
    );
  }
  return (
    <>
      <ul className="browse-grid" data-testid="game-list">
        {games.map((game) => (
          <li key={game.game_id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage && !query.isError}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => query.fetchNextPage()}
      />
    </>
  );
}
