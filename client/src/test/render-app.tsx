import type { SessionUser } from '@plw/shared/schemas/session-user';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AppContext, createAppContext } from '../app/app-context.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { loginAtom, startupStatusAtom } from '../lib/session/auth-state.ts';
import { createI18n, TEXT_SECTIONS } from '../i18n/i18n.ts';
import { authResponse } from './session-fixtures.ts';

// Renders part of the app the way main.tsx does, at an in-memory address, optionally already signed in.

export interface RenderAppOptions {
  path?: string;
  /** Signed in as this user, start-up done; without one the app is still starting. */
  user?: SessionUser;
  fetch?: typeof fetch;
  /** Every text section loaded up front (the default: parts rendered alone have no route to load theirs). */
  allTexts?: boolean;
}

export interface RenderedApp {
  context: AppContext;
  /** The current address, path and search. */
  location: () => string;
}

export async function renderApp(
  ui: ReactNode,
  { path = '/', user, fetch, allTexts = true }: RenderAppOptions = {},
): Promise<RenderedApp> {
  const i18n = await createI18n('en');
  if (allTexts) await i18n.loadNamespaces([...TEXT_SECTIONS]);
  const context = createAppContext(fetch ?? (() => Promise.reject(new Error('no fetch in this test'))));
  if (user) {
    context.store.set(loginAtom, authResponse(user));
    context.store.set(startupStatusAtom, 'ready');
  }
  const memory = memoryLocation({ path, record: true });
  render(
    <AppProviders context={context} i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { context, location: () => memory.history.at(-1) ?? path };
}
