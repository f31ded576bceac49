import { api } from '@plw/protocol/api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';
import { pageParams } from '../../lib/page-params.ts';

// The studio's server data through react-query, each under a key that names what it is. Writes go through
// useStudioMutation, which refreshes everything the studio shows (a change to a game moves its figures too).

export const studioKeys = {
  all: ['studio'] as const,
  figures: ['studio', 'figures'] as const,
  games: ['studio', 'games'] as const,
  game: (id: string) => ['studio', 'game', id] as const,
  languageRequests: ['studio', 'language-requests'] as const,
  draftsStatus: ['studio', 'drafts-status'] as const,
  playlists: ['studio', 'playlists'] as const,
  gifts: ['studio', 'gifts'] as const,
  channel: ['studio', 'channel'] as const,
  review: (id: string) => ['studio', 'review', id] as const,
};

export function useFigures() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.figures,
    queryFn: ({ signal }) => client.call(api.studioFigures, { signal }),
  });
}

/**
 * The channel's games, a page at a time; a failed load is an empty list (spec 8). Read again on every visit: a game's
 * status also moves outside the studio (an admin's review, the release page).
 */
export function useChannelGames() {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: studioKeys.games,
    queryFn: ({ pageParam, signal }) =>
      client
        .call(api.channelGames, { query: { cursor: pageParam }, signal })
        .catch(() => ({ games: [], next_cursor: null })),
    ...pageParams,
    refetchOnMount: 'always',
  });
}

/** The last review of a game: each question's verdict and, for a refused one, the reason. */
export function useGameReview(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.review(id),
    queryFn: ({ signal }) => client.call(api.gameReview, { params: { id }, signal }),
  });
}

export function useStudioGame(id: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.game(id ?? ''),
    queryFn: ({ signal }) => client.call(api.studioGame, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useLanguageRequests() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.languageRequests,
    queryFn: ({ signal }) => client.call(api.languageRequests, { signal }),
  });
}

export function useDraftsStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.draftsStatus,
    queryFn: ({ signal }) => client.call(api.questionDraftsStatus, { signal }),
  });
}

export function useStudioPlaylists() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.playlists,
    queryFn: ({ signal }) => client.call(api.studioPlaylists, { signal }),
  });
}

export function useStudioGifts() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.gifts,
    queryFn: ({ signal }) => client.call(api.studioGifts, { signal }),
  });
}

export function useChannelDetails() {
  const client = useApiClient();
  return useQuery({
    queryKey: studioKeys.channel,
    queryFn: ({ signal }) => client.call(api.channelDetails, { signal }),
  });
}

/** A studio write; once it lands, every studio read is refreshed. */
export function useStudioMutation<V, R>(write: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
