import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// The player's scores and gifts, read through the query cache. A failed load is left to the page, which shows
// an empty list (spec 8).

export type ScorePlaysKind = 'rapid' | 'daily' | 'all';

const PLAYS_ENDPOINTS = {
  rapid: api.channelScoreRapid,
  daily: api.channelScoreDaily,
  all: api.channelScoreAll,
} as const;

export function useChannelScores() {
  const client = useApiClient();
  return useQuery({ queryKey: ['rewards', 'scores'], queryFn: ({ signal }) => client.call(api.channelScores, { signal }) });
}

export function useGiftSummary() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['rewards', 'gift-summary'],
    queryFn: ({ signal }) => client.call(api.giftSummary, { signal }),
  });
}

/** The player's gifts, all of them or those of one channel. */
export function usePlayerGifts(channelId?: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['rewards', 'gifts', channelId ?? null],
    queryFn: ({ signal }) => client.call(api.gifts, { query: { channel_id: channelId }, signal }),
  });
}

export function useChannelSummary(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['channel', id, 'summary'],
    queryFn: ({ signal }) => client.call(api.channelSummary, { params: { id }, signal }),
  });
}

export function useChannelGifts(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['channel', id, 'gifts'],
    queryFn: ({ signal }) => client.call(api.channelGifts, { params: { id }, signal }),
  });
}

export function useScoreSummary(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['channel', id, 'score', 'summary'],
    queryFn: ({ signal }) => client.call(api.channelScoreSummary, { params: { id }, signal }),
  });
}

export function useScorePlays(id: string, kind: ScorePlaysKind) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['channel', id, 'score', kind],
    queryFn: ({ signal }) => client.call(PLAYS_ENDPOINTS[kind], { params: { id }, signal }),
  });
}
