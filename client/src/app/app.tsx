import type { i18n as I18n } from 'i18next';
import { StartupGate } from '../features/auth/startup-gate.tsx';
import type { AppContext } from './app-context.ts';
import { AppProviders } from './app-providers.tsx';
import { AppRouter } from './router.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function App({ context, i18n }: { context: AppContext; i18n: I18n }) {
  return (
    <AppProviders context={context} i18n={i18n}>
      <StartupGate>
        <AppRouter />
      </StartupGate>
      <UpdatePrompt />
    </AppProviders>
  );
}
