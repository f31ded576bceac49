import { api } from '@plw/protocol/api';
import type { QueryOf } from '@plw/protocol/endpoint';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// The admin's catalog calls: channels with their figures, every game, one channel's games, games waiting for review.

export function useChannelDetails() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'channels'],
    queryFn: ({ signal }) => client.call(api.adminAllChannelDetails, { signal }),
  });
}

export function useAllGames() {
  const client = useApiClient();
  return useQuery({ queryKey: ['admin', 'games'], queryFn: ({ signal }) => client.call(api.adminAllGames, { signal }) });
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
  return useQuery({
    queryKey: ['admin', 'channel-games', query],
    queryFn: ({ signal }) => client.call(api.adminChannelGames, { query, signal }),
  });
}

/** Where an admin reviews a game: its verify request, by `gameIds` and `gameLanguage` (spec 2). */
export function verifyRequestHref(game: { game_id: string; language: string }) {
  return `/admin/games-verify?${new URLSearchParams({ gameIds: game.game_id, gameLanguage: game.language }).toString()}`;
}
