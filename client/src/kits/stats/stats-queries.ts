import { statsApi } from '@plw/protocol/rest/stats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';

// The player's streak and statistics (the server's, so every device agrees), and the device's time zone, which
// the server counts the player's days in.

export const statsKeys = { all: ['stats'] as const };

/** Always fetched again when a panel mounts: the end of a daily game must show today's increment at once. */
export function usePlayerStats() {
  const client = useApiClient();
  return useQuery({
    queryKey: statsKeys.all,
    queryFn: ({ signal }) => client.call(statsApi.playerStats, { signal }),
    staleTime: 0,
  });
}

/** This device's IANA time zone, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

// Once per visit: a refused zone (an old browser's odd name) is not sent again and again.
let reported = false;

/**
 * Tells the server this device's time zone when it counts the player's days in another one (a new player starts
 * in UTC; a traveller's phone moves), then shows the figures again as counted in it.
 */
export function useReportTimeZone(serverZone: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (timeZone: string) => client.call(statsApi.setTimeZone, { body: { time_zone: timeZone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  });
  useEffect(() => {
    const zone = deviceTimeZone();
    if (reported || serverZone === undefined || zone === null || zone === serverZone) return;
    reported = true;
    mutate(zone);
  }, [serverZone, mutate]);
}
