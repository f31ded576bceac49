import { createStore } from 'jotai';
import { accessTokenAtom, autoSignInAtom } from '../features/auth/auth-state.ts';
import { type ApiClient, createApiClient } from '../lib/api-client.ts';

// What one running app owns: its state store and its API client, wired so that calls carry the current access
// token and an expired one is renewed through auto sign-in. Built per app (and per test), never global.

export interface AppContext {
  store: ReturnType<typeof createStore>;
  apiClient: ApiClient;
}

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
  return { store, apiClient };
}
