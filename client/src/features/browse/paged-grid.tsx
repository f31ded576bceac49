import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';

// A paged list shown as a grid of cards: its skeleton while loading, the empty state when empty or failed (with a
// retry then), and the next page as the end comes near.

interface PagedGridProps<P, T> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  itemsOf: (page: P) => readonly T[];
  keyOf: (item: T) => string;
  skeleton: ReactNode;
  empty: { title: string; hint: string };
  className: string;
  testId: string;
  children: (item: T) => ReactNode;
}

export function PagedGrid<P, T>(props: PagedGridProps<P, T>) {
  const { query, itemsOf, keyOf, skeleton, empty, className, testId, children } = props;
  const { t } = useTranslation();
  if (query.isPending) return skeleton;
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        hint={query.isError ? t('browse.loadFailed') : empty.hint}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      />
    );
  }
  return (
    <>
      <ul className={className} data-testid={testId}>
        {items.map((item) => <li key={keyOf(item)}>{children(item)}</li>)}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
