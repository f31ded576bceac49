import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartupGate } from '../features/auth/startup-gate.tsx';
import { renderApp } from '../test/render-app.tsx';
import { authResponse, guestPlayer, jsonResponse } from '../test/session-fixtures.ts';
import { AppRouter } from './router.tsx';

// Going offline: the offline screen stands in for what needs the server, says so, and goes away by itself when
// the browser reports the connection back. jsdom's navigator.onLine is set here the way a browser sets it.

function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });
    globalThis.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  cleanup();
  vi.restoreAllMocks();
});

describe('offline', () => {
  it('starts on the offline screen, not the error screen, when the server cannot be reached, and starts the app once back online', async () => {
    let reachable = false;
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      reachable ? Promise.resolve(jsonResponse(authResponse(guestPlayer))) : Promise.reject(new TypeError('Failed to fetch')));
    setOnline(false);
    await renderApp(<StartupGate>ready</StartupGate>, { fetch });

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText('Oops. Something went wrong! please try again')).toBeNull();
    expect(screen.queryByText('ready')).toBeNull();

    reachable = true;
    setOnline(true);

    expect(await screen.findByText('ready')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('"Try now" tries again at once', async () => {
    let reachable = false;
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      reachable ? Promise.resolve(jsonResponse(authResponse(guestPlayer))) : Promise.reject(new TypeError('Failed to fetch')));
    await renderApp(<StartupGate>ready</StartupGate>, { fetch });

    reachable = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Try now' }));

    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('keeps the page the player is on when the connection drops, shows the offline screen for the next one, and opens it when back online', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp(<AppRouter />, { path: '/about-us', user: guestPlayer, fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();

    setOnline(false);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'More' })).getByRole('link', { name: 'Contact us' }));

    const offline = await screen.findByTestId('offline-screen');
    expect(within(offline).getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(within(offline).getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByText('Oops. Something went wrong! please try again')).toBeNull();

    setOnline(true);

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByTestId('offline-screen')).toBeNull();
  });
});
