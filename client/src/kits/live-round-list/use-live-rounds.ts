import { liveRoundsApi } from '@plw/protocol/rest/live-rounds';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

/** How often home asks again what is live: new rounds come within a minute, and the clock moves the rest. */
export const LIVE_ROUNDS_REFRESH_MS = 60_000;

/** The rounds running now and starting soon, in the server's order (followed channels first). */
export function useLiveRounds() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['live-rounds'] as const,
    queryFn: ({ signal }) => client.call(liveRoundsApi.liveRounds, { signal }),
    refetchInterval: LIVE_ROUNDS_REFRESH_MS,
  });
}
