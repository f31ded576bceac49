import { api } from '@plw/protocol/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserAtom } from '../lib/session/auth-state.ts';
import { StartupGate } from '../features/auth/startup-gate.tsx';
import { renderApp } from '../test/render-app.tsx';
import { admin, authResponse, guestPlayer, jsonResponse } from '../test/session-fixtures.ts';
import { AppRouter } from './router.tsx';

afterEach(cleanup);

describe('log out', () => {
  it('revokes the session, clears it and starts again as a fresh guest on /home', async () => {
    const signIns = [authResponse(admin), authResponse(guestPlayer)];
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) => {
      const path = String(url).split('?')[0];
      if (path === api.logout.path) return jsonResponse({ ok: true });
      // The admin nav's "To review (n)" asks for its count on its own.
      if (path === api.pendingReviewCount.path) return jsonResponse({ pending: 0 });
      return jsonResponse(signIns.shift());
    });
    const app = await renderApp(
      <StartupGate>
        <AppRouter />
      </StartupGate>,
      { path: '/admin/dashboard', fetch },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('current-user').textContent).toContain('Guest'));
    expect(app.location()).toBe('/home');
    expect(app.context.store.get(currentUserAtom)).toEqual(guestPlayer);
    // The header's notification badge loads its count on its own; this test follows the session calls.
    const sessionCalls = fetch.mock.calls.map(([url]) => String(url).split('?')[0]).filter((url) => url !== api.notifications.path && url !== api.pendingReviewCount.path);
    expect(sessionCalls).toEqual([api.autoSignIn.path, api.logout.path, api.autoSignIn.path]);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer token-for-u-admin');
  });
});
