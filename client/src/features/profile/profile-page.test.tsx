import type { SessionUser } from '@plw/shared/schemas/session-user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { renderApp } from '../../test/render-app.tsx';
import { authResponse, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { pictureProblem } from './picture-upload.tsx';

// The pages load lazily; loaded once here, a test's first look does not wait on the transform.
beforeAll(async () => {
  await Promise.all([import('./profile-page.tsx'), import('./change-password-page.tsx')]);
});

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

const savedPlayer: SessionUser = {
  user_id: 'u-guest',
  role: 'PLAYER',
  player: {
    player_id: 'p-guest',
    name: 'Meera',
    username: null,
    profile_pic: null,
    phone_4digit: 3210,
    mother_tongue: null,
    authenticated: true,
  },
};

function fakeServer(routes: Record<string, (init?: RequestInit) => Response>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return route ? route(init) : jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
  });
}

function fill(scope: HTMLElement, label: string, value: string) {
  fireEvent.input(within(scope).getByLabelText(label), { target: { value } });
}

describe('profile', () => {
  it('offers a guest to save their progress and to sign in with a phone, and shows no phone', async () => {
    await renderApp(<AppRouter />, { path: '/profile', user: guestPlayer });

    expect(await screen.findByRole('heading', { level: 2, name: 'Save your progress' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in with your phone' })).toBeTruthy();
    expect(screen.queryByTestId('phone-4digit')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
  });

  it('shows an authenticated player the last four digits of their phone, and no guest forms', async () => {
    await renderApp(<AppRouter />, { path: '/player/profile', user: savedPlayer });

    expect((await screen.findByTestId('phone-4digit')).textContent).toBe('Ending in 3210');
    expect(screen.queryByRole('heading', { name: 'Save your progress' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/player/change-password');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Meera');
  });

  it('checks the new password by the rules of spec 5 before saving the account', async () => {
    const fetch = fakeServer({});
    await renderApp(<AppRouter />, { path: '/profile', user: guestPlayer, fetch });
    const form = await screen.findByRole('region', { name: 'Save your progress' });

    fill(form, 'Country code', '91');
    fill(form, 'Phone number', '9876543210');
    fill(form, 'Password', 'abcdefgh');
    fill(form, 'Confirm password', 'abcdefgx');
    fireEvent.click(within(form).getByRole('button', { name: 'Save my progress' }));

    expect((await within(form).findByTestId('password-error')).textContent).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(within(form).getByTestId('confirm_password-error').textContent).toBe('Passwords do not match');
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/player/account')).toHaveLength(0);
  });

  it('saves a guest\'s account and stores the session it answers: the guest forms go, the phone shows', async () => {
    const fetch = fakeServer({ 'POST /api/player/account': () => jsonResponse(authResponse(savedPlayer, 'fresh')) });
    const app = await renderApp(<AppRouter />, { path: '/profile', user: guestPlayer, fetch });
    const form = await screen.findByRole('region', { name: 'Save your progress' });

    fill(form, 'Country code', '91');
    fill(form, 'Phone number', '9876543210');
    fill(form, 'Password', 'Secret@2026');
    fill(form, 'Confirm password', 'Secret@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Save my progress' }));

    expect((await screen.findByTestId('phone-4digit')).textContent).toBe('Ending in 3210');
    expect(app.context.store.get(currentUserAtom)).toEqual(savedPlayer);
    expect(screen.getByText('Your progress is saved')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/player/account');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      country_code: 91,
      phone: '9876543210',
      password: 'Secret@2026',
      confirm_password: 'Secret@2026',
    });
  });

  it('shows the server\'s word on a field under that field, and a wrong password as a toast', async () => {
    const fetch = fakeServer({
      'POST /api/player/account': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              fields: { phone: 'This phone number already has an account' },
            },
          },
          400,
        ),
      'POST /api/auth/player/signin': () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Invalid phone number or password' } }, 401),
    });
    await renderApp(<AppRouter />, { path: '/profile', user: guestPlayer, fetch });
    const form = await screen.findByRole('region', { name: 'Save your progress' });
    fill(form, 'Country code', '91');
    fill(form, 'Phone number', '9876543210');
    fill(form, 'Password', 'Secret@2026');
    fill(form, 'Confirm password', 'Secret@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Save my progress' }));
    expect((await within(form).findByTestId('phone-error')).textContent).toBe(
      'This phone number already has an account',
    );

    const signIn = screen.getByRole('region', { name: 'Sign in with your phone' });
    fill(signIn, 'Country code', '91');
    fill(signIn, 'Phone number', '9876543210');
    fill(signIn, 'Password', 'Wrong@2026');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid phone number or password')).toBeTruthy();
  });

  it('signs in with a phone and password from another device', async () => {
    const fetch = fakeServer({ 'POST /api/auth/player/signin': () => jsonResponse(authResponse(savedPlayer)) });
    const app = await renderApp(<AppRouter />, { path: '/profile', user: guestPlayer, fetch });
    const form = await screen.findByRole('region', { name: 'Sign in with your phone' });

    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByTestId('phone-error')).textContent).toBe('Phone number must be 5 to 15 digits');

    fill(form, 'Country code', '91');
    fill(form, 'Phone number', '9876543210');
    fill(form, 'Password', 'Secret@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.context.store.get(currentUserAtom)).toEqual(savedPlayer));
    expect(app.location()).toBe('/profile');
    expect(await screen.findByTestId('current-user')).toHaveProperty('textContent', expect.stringContaining('Meera'));
  });

  it('saves the mother tongue and switches the app to it', async () => {
    const arabic: SessionUser = { ...savedPlayer, player: { ...savedPlayer.player, mother_tongue: 'Arabic' } };
    const fetch = fakeServer({ 'PATCH /api/player/profile': () => jsonResponse(authResponse(arabic)) });
    await renderApp(<AppRouter />, { path: '/profile', user: savedPlayer, fetch });

    fireEvent.change(await screen.findByLabelText('Mother tongue'), { target: { value: 'Arabic' } });

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/player/profile');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ mother_tongue: 'Arabic' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeTruthy();
  });

  it('refuses a picture that is too large or not an image before sending it', async () => {
    const fetch = fakeServer({});
    await renderApp(<AppRouter />, { path: '/profile', user: savedPlayer, fetch });
    const input = await screen.findByLabelText('Profile picture');

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByTestId('file-error')).textContent).toBe('File size must be less than 10MB');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    await waitFor(() =>
      expect(screen.getByTestId('file-error').textContent).toBe('File must be a valid image, video, or audio format'));
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/player/profile/picture')).toHaveLength(0);
  });

  it('uploads a picture as multipart field `file` and shows the new one', async () => {
    const withPicture: SessionUser = {
      ...savedPlayer,
      player: { ...savedPlayer.player, profile_pic: '/media/me.png' },
    };
    const fetch = fakeServer({ 'PUT /api/player/profile/picture': () => jsonResponse(authResponse(withPicture)) });
    const app = await renderApp(<AppRouter />, { path: '/profile', user: savedPlayer, fetch });

    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Profile picture'), { target: { files: [file] } });

    await waitFor(() => expect(app.context.store.get(currentUserAtom)).toEqual(withPicture));
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/player/profile/picture');
    expect((call?.[1]?.body as FormData).get('file')).toBe(file);
  });

  it.each([
    [{ size: 100, type: 'image/webp' }, null],
    [{ size: 100, type: 'video/mp4' }, 'File must be a valid image, video, or audio format'],
    [{ size: 11 * 1024 * 1024, type: 'image/png' }, 'File size must be less than 10MB'],
  ])('judges a picture %o', (file, problem) => {
    expect(pictureProblem(file)).toBe(problem);
  });
});

describe('change password', () => {
  it('tells a guest to set a phone and password first', async () => {
    await renderApp(<AppRouter />, { path: '/player/change-password', user: guestPlayer });

    expect(await screen.findByText('Set a phone number and password on your profile first.')).toBeTruthy();
    expect(screen.queryByLabelText('Old password')).toBeNull();
  });

  it('shows the spec messages, then changes the password', async () => {
    const fetch = fakeServer({ 'POST /api/player/change-password': () => jsonResponse({ ok: true }) });
    await renderApp(<AppRouter />, { path: '/player/change-password', user: savedPlayer, fetch });

    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('old_password-error')).textContent).toBe('Old password is required');
    expect(screen.getByTestId('new_password-error').textContent).toBe('New password must be at least 8 characters');

    const page = screen.getByRole('main');
    fill(page, 'Old password', 'Old@2026x');
    fill(page, 'New password', 'NEWPASS@2026');
    fill(page, 'Confirm password', 'NEWPASS@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByTestId('new_password-error').textContent).toBe(
        'Password must contain at least one lowercase letter',
      ));
    expect(screen.queryByTestId('old_password-error')).toBeNull();

    fill(page, 'New password', 'New@2026x');
    fill(page, 'Confirm password', 'New@2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
  });
});
