import { SPLASH_SNOWFLAKES } from '@plw/shared/constants';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { authResponse, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { StartupGate } from './startup-gate.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('start-up', () => {
  it('shows the splash with its snowflakes while auto sign-in runs, then the app as the signed-in guest', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (answer = resolve)));
    const app = await renderApp(<StartupGate>ready</StartupGate>, { fetch });

    expect(screen.getByRole('status', { name: 'Starting Play, Learn and Win' })).toBeTruthy();
    expect(screen.getAllByTestId('snowflake')).toHaveLength(SPLASH_SNOWFLAKES);
    expect(screen.queryByText('ready')).toBeNull();

    answer(jsonResponse(authResponse(guestPlayer)));

    expect(await screen.findByText('ready')).toBeTruthy();
    expect(app.context.store.get(currentUserAtom)).toEqual(guestPlayer);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('starts as a guest when the refresh cookie belongs to a session that was ended elsewhere', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Your session has expired, please sign in again' } }, 401),
      )
      .mockResolvedValueOnce(jsonResponse(authResponse(guestPlayer)));
    const app = await renderApp(<StartupGate>ready</StartupGate>, { fetch });

    expect(await screen.findByText('ready')).toBeTruthy();
    expect(app.context.store.get(currentUserAtom)).toEqual(guestPlayer);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('logs "No autosignin" and shows the error screen with its fixes when auto sign-in fails; Retry tries again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'INTERNAL', message: 'Oops' } }, 500))
      .mockResolvedValueOnce(jsonResponse(authResponse(guestPlayer)));
    await renderApp(<StartupGate>ready</StartupGate>, { fetch });

    expect(await screen.findByRole('heading', { name: 'Oops. Something went wrong! please try again' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('No autosignin');
    const fixes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(fixes).toEqual([
      'Refresh the page',
      'Clear your browser cache',
      'Try another browser',
      'Try another device',
      'Check your internet connection',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('ready')).toBeTruthy();
  });
});
