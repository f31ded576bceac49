import { type ChannelCard, discoverApi, type GamePage } from '@plw/protocol/rest/discover';
import { playerApi } from '@plw/protocol/rest/player';
import type { ChannelFilter } from '@plw/shared/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';
import { pageParams } from '../../lib/page-params.ts';
import {
  channelGamesQuery,
  circleListQuery,
  type CircleListKind,
  type GameFilters,
  modeListQuery,
} from './game-filters.ts';

// The server data of the browse pages, each read through react-query under a key that names what it is.

export const browseKeys = {
  playlists: ['browse', 'playlists'] as const,
  games: (kind: CircleListKind, filters: GameFilters) => ['browse', 'games', kind, filters] as const,
  channelGames: (id: string, filters: GameFilters) => ['browse', 'channel-games', id, filters] as const,
  /** Every cached read that holds channel cards, patched together when a player (un)subscribes. */
  channelLists: ['browse', 'channels'] as const,
  channels: (search: string, filter: ChannelFilter) => ['browse', 'channels', { search, filter }] as const,
  channel: (id: string) => ['browse', 'channel', id] as const,
  channelPlaylists: (id: string) => ['browse', 'channel-playlists', id] as const,
  subscriptionLists: ['browse', 'subscriptions'] as const,
  subscriptions: (search: string) => ['browse', 'subscriptions', search] as const,
};

export function usePlaylists() {
  const client = useApiClient();
  return useQuery({
    queryKey: browseKeys.playlists,
    queryFn: ({ signal }) => client.call(discoverApi.allPlaylists, { signal }),
  });
}

const RAPID_REFRESH_MS = 60_000;

/** One play-circle list, page by page. */
export function useCircleGames(kind: CircleListKind, filters: GameFilters) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: browseKeys.games(kind, filters),
    queryFn: ({ pageParam, signal }): Promise<GamePage> => {
      const circle = { query: { ...circleListQuery(filters), cursor: pageParam }, signal };
      const byMode = { query: { ...modeListQuery(filters), cursor: pageParam }, signal };
      switch (kind) {
        case 'daily':
          return client.call(discoverApi.dailyPuzzles, circle);
        case 'rapid':
          return client.call(discoverApi.rapidRiddle, circle);
        case 'local-circle':
          return client.call(discoverApi.localCircleGames, byMode);
        case 'transit-games':
          return client.call(discoverApi.transitGames, byMode);
        case 'supporting-lessons':
          return client.call(discoverApi.supportingLessons, byMode);
      }
    },
    ...pageParams,
    // New rounds are scheduled through the day: the Rapid tab asks again each minute (the clock moves the rest).
    refetchInterval: kind === 'rapid' ? RAPID_REFRESH_MS : false,
  });
}

export function useChannelGames(id: string, filters: GameFilters, limit?: number) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...browseKeys.channelGames(id, filters), limit],
    queryFn: ({ pageParam, signal }) =>
      client.call(discoverApi.channelGamesList, {
        params: { id },
        query: { ...channelGamesQuery(filters), cursor: pageParam, limit },
        signal,
      }),
    ...pageParams,
  });
}

export function useChannels(search: string, filter: ChannelFilter) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: browseKeys.channels(search, filter),
    queryFn: ({ pageParam, signal }) =>
      client.call(discoverApi.channelAll, {
        query: { search: search.trim() || undefined, filter, cursor: pageParam },
        signal,
      }),
    ...pageParams,
  });
}

export function useChannel(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: browseKeys.channel(id),
    queryFn: ({ signal }) => client.call(discoverApi.channelPage, { params: { id }, signal }),
  });
}

export function useChannelPlaylists(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: browseKeys.channelPlaylists(id),
    queryFn: ({ signal }) => client.call(discoverApi.channelPlaylists, { params: { id }, signal }),
  });
}

/** The channels the player follows; the search goes to the server only when it is not blank (spec 7). */
export function useSubscriptions(search: string) {
  const client = useApiClient();
  const text = search.trim();
  return useQuery({
    queryKey: browseKeys.subscriptions(text),
    queryFn: ({ signal }): Promise<ChannelCard[]> =>
      client.call(playerApi.subscriptions, { query: text ? { search: text } : {}, signal }),
  });
}
