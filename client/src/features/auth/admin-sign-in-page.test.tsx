import { api } from '@plw/protocol/api';
import { MESSAGES } from '@plw/shared/schemas/auth-forms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { admin, authResponse, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import AdminSignInPage from './admin-sign-in-page.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';

afterEach(cleanup);

function fieldErrors(): string[] {
  return screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('admin sign-in form', () => {
  it('shows the spec messages under each field when submitted empty, and calls nobody', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await renderApp(<AdminSignInPage />, { path: '/admin-signin', user: guestPlayer, fetch });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('country_code-error')).toHaveProperty('textContent', 'Country code required');
    expect(screen.getByTestId('phone-error').textContent).toBe('Phone number required');
    expect(screen.getByTestId('password-error').textContent).toBe('Password must be at least 8 characters long');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the phone and password are too long when they are', async () => {
    await renderApp(<AdminSignInPage />, { path: '/admin-signin', user: guestPlayer });

    fill('Country code', '91');
    fill('Phone number', '1234567890123456');
    fill('Password', 'p'.repeat(21));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(fieldErrors()).toEqual([MESSAGES.phoneTooLong, MESSAGES.passwordTooLong]));
  });

  it('signs in, stores the session and follows a same-site redirect', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(authResponse(admin)));
    const app = await renderApp(<AdminSignInPage />, {
      path: '/admin-signin?redirect=%2Fadmin%2Fall-games',
      user: guestPlayer,
      fetch,
    });

    fill('Country code', '91');
    fill('Phone number', '9000000001');
    fill('Password', 'Admin@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.location()).toBe('/admin/all-games'));
    expect(app.context.store.get(currentUserAtom)).toEqual(admin);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(api.adminSignIn.path);
    expect(JSON.parse(String(init?.body))).toEqual({ country_code: 91, phone: '9000000001', password: 'Admin@2026' });
  });

  it.each(['//evil.example/', '/\t/evil.example/', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'goes to the admin dashboard when the redirect %j leaves the site',
    async (redirect) => {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(authResponse(admin)));
      const app = await renderApp(<AdminSignInPage />, {
        path: `/admin-signin?${new URLSearchParams({ redirect }).toString()}`,
        user: guestPlayer,
        fetch,
      });

      fill('Country code', '91');
      fill('Phone number', '9000000001');
      fill('Password', 'Admin@2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() => expect(app.location()).toBe('/admin/dashboard'));
    },
  );

  it('shows the server field errors under their fields', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid',
            fields: { phone: 'Phone number too long' },
          },
        },
        400,
      ),
    );
    const app = await renderApp(<AdminSignInPage />, { path: '/admin-signin', user: guestPlayer, fetch });

    fill('Country code', '91');
    fill('Phone number', '9000000001');
    fill('Password', 'Admin@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByTestId('phone-error')).textContent).toBe('Phone number too long');
    expect(app.context.store.get(currentUserAtom)).toEqual(guestPlayer);
    expect(app.location()).toBe('/admin-signin');
  });
});
