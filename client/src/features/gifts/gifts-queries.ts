import { api } from '@plw/protocol/api';
import type { RechargeForm } from '@plw/shared/schemas/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// Recharge requests: the creator's own, and the admin's hub with its two actions.

const KEY = ['recharge'] as const;

function useRechargeMutation<V, R>(write: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useChannelRecharges() {
  const client = useApiClient();
  return useQuery({ queryKey: [...KEY, 'mine'], queryFn: ({ signal }) => client.call(api.channelRecharges, { signal }) });
}

export function useRequestRecharge() {
  const client = useApiClient();
  return useRechargeMutation((body: RechargeForm) => client.call(api.requestRecharge, { body }));
}

export function useAdminRecharges() {
  const client = useApiClient();
  return useQuery({ queryKey: [...KEY, 'hub'], queryFn: ({ signal }) => client.call(api.adminRecharges, { signal }) });
}

export function useApproveRecharge() {
  const client = useApiClient();
  return useRechargeMutation((id: string) => client.call(api.approveRecharge, { params: { id } }));
}

export function useRejectRecharge() {
  const client = useApiClient();
  return useRechargeMutation(({ id, reason }: { id: string; reason: string }) =>
    client.call(api.rejectRecharge, { params: { id }, body: { reason } }));
}
