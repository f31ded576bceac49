import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from '../lib/api-context.tsx';
import type { AppContext } from './app-context.ts';
import { AppToaster } from './app-toaster.tsx';

/** State, translations, the API client, the server-data cache and toasts, for everything below. */
export function AppProviders({ context, i18n, children }: { context: AppContext; i18n: I18n; children: ReactNode }) {
  return (
    <JotaiProvider store={context.store}>
      <I18nextProvider i18n={i18n}>
        <ApiClientProvider client={context.apiClient}>
          <QueryClientProvider client={context.queryClient}>
            {children}
            <AppToaster />
          </QueryClientProvider>
        </ApiClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
