import { api } from '@plw/protocol/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// The creator's rounds and a round's results from the server, and the results' CSV as a download.

export const roundsKeys = {
  list: ['rounds', 'list'] as const,
  results: (id: string) => ['rounds', 'results', id] as const,
};

/** Live, upcoming and past rounds; read again every half minute so a lobby that started moves along. */
export function useChannelRounds() {
  const client = useApiClient();
  return useQuery({
    queryKey: roundsKeys.list,
    queryFn: ({ signal }) => client.call(api.channelRounds, { signal }),
    refetchInterval: 30_000,
    refetchOnMount: 'always',
  });
}

export function useRoundResults(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: roundsKeys.results(id),
    queryFn: ({ signal }) => client.call(api.roundResults, { params: { id }, signal }),
    retry: false,
  });
}

/**
 * Fetches the results' CSV with the caller's token (a plain link would carry none) and hands it to the browser
 * as a download named `fileName`.
 */
export function useResultsDownload(id: string, fileName: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const file = await client.call(api.roundResultsCsv, { params: { id } });
      if (!isBlob(file)) throw new Error('The results did not come as a file');
      const url = URL.createObjectURL(file);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // Revoked once the click has handed the file over.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    },
  });
}

/** A Blob by its shape: `instanceof` fails across realms (a test's DOM and its fetch have their own Blob). */
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}

export const roundsHref = '/creator/rounds';
export const roundResultsHref = (id: string) => `/creator/rounds/${encodeURIComponent(id)}`;
export const bigScreenHref = (id: string) => `/host/${encodeURIComponent(id)}`;
