import { api } from '@plw/protocol/api';
import type { BodyOf } from '@plw/protocol/endpoint';
import type { GiftForm } from '@plw/shared/schemas/review';
import { releaseGameSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';

// The creator's review outcome, gifts and release calls for the games the release page lists.

const KEY = ['creator', 'release'] as const;

export function useReleaseSearch() {
  const parsed = releaseGameSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(useSearch())));
  return parsed.success ? parsed.data : null;
}

/** Every listed game with its last review (spec 2: the page loads the details of every listed game id). */
export function useGameReviews(gameIds: readonly string[]) {
  const client = useApiClient();
  return useQueries({
    queries: gameIds.map((id) => ({
      queryKey: [...KEY, 'review', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => client.call(api.gameReview, { params: { id }, signal }),
    })),
  });
}

export function useGameGifts(gameId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'gifts', gameId],
    queryFn: ({ signal }) => client.call(api.gameGifts, { params: { id: gameId }, signal }),
  });
}

function useReleaseMutation<V, R>(write: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useSubmitGame() {
  const client = useApiClient();
  return useReleaseMutation((id: string) => client.call(api.submitGame, { params: { id } }));
}

export function useAddGift(gameId: string) {
  const client = useApiClient();
  return useReleaseMutation((gift: GiftForm) => client.call(api.addGameGift, { params: { id: gameId }, body: gift }));
}

export function useRemoveGift(gameId: string) {
  const client = useApiClient();
  return useReleaseMutation((giftId: string) => client.call(api.removeGameGift, { params: { id: gameId, giftId } }));
}

export function useRelease() {
  const client = useApiClient();
  return useReleaseMutation((body: BodyOf<typeof api.releaseGames>) => client.call(api.releaseGames, { body }));
}
