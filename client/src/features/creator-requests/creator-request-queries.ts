import { api } from '@plw/protocol/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// Channel requests for the admin: the pending and rejected lists, and the two review actions, which refresh them.

const REQUESTS_KEY = ['admin', 'channel-requests'] as const;

export function useChannelRequests() {
  const client = useApiClient();
  return useQuery({
    queryKey: REQUESTS_KEY,
    queryFn: ({ signal }) => client.call(api.adminChannelRequests, { signal }),
  });
}

export function useApproveRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(api.approveChannelRequest, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useRejectRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      client.call(api.rejectChannelRequest, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
