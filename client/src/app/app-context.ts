import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { accessTokenAtom, autoSignInAtom } from '../lib/session/auth-state.ts';
import { type ApiClient, createApiClient } from '../lib/api-client.ts';

// What one running app owns: its state store, its API client and its server-data cache, wired so that
// calls carry the current access token and an expired one is renewed through auto sign-in. Built per app
// (and per test), never global.

export interface AppContext {
  store: ReturnType<typeof createStore>;
  apiClient: ApiClient;
  /** Server data cache (react-query): lists stay fresh for a while and are refetched in the background. */
  queryClient: QueryClient;
}

const FRESH_MS = 30_000;

export function createAppContext(fetcher?: typeof fetch): AppContext {
  const store = createStore();
  const apiClient: ApiClient = createApiClient({
    fetch: fetcher,
    getAccessToken: () => store.get(accessTokenAtom),
    renewAccessToken: async () => {
      try {
        return (await store.set(autoSignInAtom, apiClient)).accessToken;
      } catch {
        return null;
      }
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_MS, retry: 1 } } });
  return { store, apiClient, queryClient };
}
