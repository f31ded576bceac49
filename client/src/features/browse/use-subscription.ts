import { api } from '@plw/protocol/api';
import type { ChannelCard } from '@plw/protocol/rest/discover';
import { type InfiniteData, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { browseKeys } from './browse-queries.ts';

// Subscribing and unsubscribing: every cached card of the channel flips at once, and flips back with a toast when
// the server refuses; the lists are read again afterwards so a filtered list drops what no longer belongs.

type ChannelPage = { channels: ChannelCard[]; next_cursor: string | null };

function flip(card: ChannelCard, id: string, subscribed: boolean): ChannelCard {
  if (card.channel_id !== id || card.subscribed === subscribed) return card;
  return { ...card, subscribed, subscribers: Math.max(0, card.subscribers + (subscribed ? 1 : -1)) };
}

function patchCaches(queryClient: QueryClient, id: string, subscribed: boolean): void {
  queryClient.setQueriesData<InfiniteData<ChannelPage>>({ queryKey: browseKeys.channelLists }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, channels: page.channels.map((c) => flip(c, id, subscribed)) })),
    });
  queryClient.setQueryData<{ channel: ChannelCard }>(browseKeys.channel(id), (data) =>
    data && { channel: flip(data.channel, id, subscribed) });
  queryClient.setQueriesData<ChannelCard[]>({ queryKey: browseKeys.subscriptionLists }, (data) =>
    data?.map((card) => flip(card, id, subscribed)));
}

const CHANNEL_READS: readonly QueryKey[] = [browseKeys.channelLists, browseKeys.subscriptionLists];

export function useSubscription(channel: Pick<ChannelCard, 'channel_id' | 'channel_name'>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const id = channel.channel_id;

  return useMutation({
    mutationFn: (subscribe: boolean) =>
      subscribe
        ? client.call(api.subscribe, { params: { channel_id: id } })
        : client.call(api.unsubscribe, { params: { channel_id: id } }),
    onMutate: async (subscribe) => {
      const keys = [...CHANNEL_READS, browseKeys.channel(id)];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      patchCaches(queryClient, id, subscribe);
      return { before };
    },
    onError: (_error, subscribe, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
      const message = subscribe ? 'browse.subscribeFailed' : 'browse.unsubscribeFailed';
      toast.error(t(message, { channel: channel.channel_name }));
    },
    onSettled: () =>
      Promise.all(
        [...CHANNEL_READS, browseKeys.channel(id)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
