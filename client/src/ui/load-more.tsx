import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The end of a paged list: the next page loads when this comes near the screen, or on the button.

/** The parts of a paged query (TanStack Query's infinite query) that the end of its list needs. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}

/** Offers the next page while there is one and the last load did not fail. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  const hasNextPage = query.hasNextPage && !query.isError;
  const { isFetchingNextPage } = query;
  const fetchNextPage = () => query.fetchNextPage();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  useEffect(() => {
    load.current = fetchNextPage;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className="load-more" ref={sentinel}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? t('browse.loadingMore') : t('browse.loadMore')}
      </button>
    </div>
  );
}
