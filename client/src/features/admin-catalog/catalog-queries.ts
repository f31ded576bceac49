import { api } from '@plw/protocol/api';
import type { QueryOf } from '@plw/protocol/endpoint';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';
import { pageParams } from '../../lib/page-params.ts';

// The admin's catalog calls: channels with their figures, every game, one channel's games (each a page at a time), and
// games waiting for review.

export function useChannelDetails() {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: ['admin', 'channels'],
    queryFn: ({ pageParam, signal }) =>
      client.call(api.adminAllChannelDetails, { query: { cursor: pageParam }, signal }),
    ...pageParams,
  });
}

export function useAllGames() {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: ['admin', 'games'],
    queryFn: ({ pageParam, signal }) => client.call(api.adminAllGames, { query: { cursor: pageParam }, signal }),
    ...pageParams,
  });
}

export function usePendingReviews() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'review', 'pending'],
    queryFn: ({ signal }) => client.call(api.pendingReviews, { signal }),
  });
}

export function useChannelGames(query: QueryOf<typeof api.adminChannelGames>) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: ['admin', 'channel-games', query],
    queryFn: ({ pageParam, signal }) =>
      client.call(api.adminChannelGames, { query: { ...query, cursor: pageParam }, signal }),
    ...pageParams,
  });
}

/** Where an admin reviews a game: its verify request, by `gameIds` and `gameLanguage` (spec 2). */
export function verifyRequestHref(game: { game_id: string; language: string }) {
  return `/admin/games-verify?${new URLSearchParams({ gameIds: game.game_id, gameLanguage: game.language }).toString()}`;
}
