import type { GamePage } from '@plw/protocol/rest/discover';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card.tsx';
import { PagedGrid } from './paged-grid.tsx';
import { gameGrid, GridSkeleton } from './skeletons.tsx';

interface GameListProps {
  query: UseInfiniteQueryResult<InfiniteData<GamePage>>;
  /** Cards as rows with a small cover, several to a phone's screen (the Daily tab). */
  compact?: boolean;
}

/** A paged list of games as a grid: skeletons while loading, the empty state when empty or failed. */
export function GameList({ query, compact = false }: GameListProps) {
  const { t } = useTranslation();
  const states = Object.assign({}, ...(query.data?.pages.map((page) => page.play_states ?? {}) ?? [])) as NonNullable<
    GamePage['play_states']
  >;
  return (
    <PagedGrid
      query={query}
      itemsOf={(page) => page.games}
      keyOf={(game) => game.game_id}
      skeleton={<GridSkeleton count={8} compact={compact} />}
      empty={{ title: t('browse.emptyGames'), hint: t('browse.emptyGamesHint') }}
      className={gameGrid(compact)}
      testId="game-list"
    >
      {(game) => <GameCard game={game} state={states[game.game_id]} compact={compact} />}
    </PagedGrid>
  );
}
