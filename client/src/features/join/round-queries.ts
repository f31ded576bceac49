import { hostingApi, type RoundLobby } from '@plw/protocol/rest/hosting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// A hosted round's lobby as its players see it (GET /api/round/{id}) and taking a seat in it
// (POST /api/round/{id}/players), through react-query so the seat shows in the lobby the moment it is taken.

export const roundKeys = {
  lobby: (roundId: string) => ['join', 'round', roundId] as const,
};

export function useRoundLobby(roundId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: roundKeys.lobby(roundId),
    queryFn: ({ signal }) => client.call(hostingApi.roundLobby, { params: { id: roundId }, signal }),
    // Live changes come over the socket; a refused lookup is shown, not retried for long.
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useEnterRound(roundId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string | undefined) =>
      client.call(hostingApi.enterRound, {
        params: { id: roundId },
        body: displayName === undefined ? {} : { display_name: displayName },
      }),
    onSuccess: ({ name }) => {
      queryClient.setQueryData<RoundLobby>(roundKeys.lobby(roundId), (lobby) => lobby && { ...lobby, me: { name } });
      // Read again so the list shows the new seat even before the live lobby answers.
      void queryClient.invalidateQueries({ queryKey: roundKeys.lobby(roundId) });
    },
  });
}
