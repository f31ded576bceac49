import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';

beforeAll(async () => {
  await Promise.all([import('./contact-page.tsx'), import('./info-page.tsx'), import('./version-page.tsx')]);
});

afterEach(cleanup);

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('contact us', () => {
  it('shows the field messages, then sends the message and says thanks', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({ ok: true }));
    await renderApp(<AppRouter />, { path: '/contact-us', user: guestPlayer, fetch });

    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect((await screen.findByTestId('email-error')).textContent).toBe('Invalid email format');
    expect(screen.getByTestId('message-error').textContent).toBe('Message must be at least 10 characters');

    fill('Your name', 'Meera');
    fill('Email', 'Meera@Example.com');
    fill('Message', 'The daily puzzle is great, thank you!');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Meera',
      email: 'meera@example.com',
      message: 'The daily puzzle is great, thank you!',
    });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('about pages', () => {
  it.each([
    ['/about-us', 'About us', 'What we do'],
    ['/disclaimer', 'Disclaimer', 'Content from creators'],
    ['/privacy-policy', 'Privacy policy', 'What we store'],
    ['/terms-of-service', 'Terms of service', 'Play fair'],
  ])('%s has its title and sections', async (path, title, firstSection) => {
    await renderApp(<AppRouter />, { path, user: guestPlayer });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(firstSection);
  });
});

describe('version', () => {
  it('shows the server version next to the client build', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input) === '/api/version'
        ? jsonResponse({ version: '0.1.0', commit: 'abc123', started_at: '2026-03-01T08:00:00.000Z', protocol: 1 })
        : jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500));
    await renderApp(<AppRouter />, { path: '/version', user: guestPlayer, fetch });

    expect((await screen.findByTestId('server-version')).textContent).toContain('abc123');
    expect(screen.getByTestId('client-version').textContent).toContain('Version');
  });

  it('says so when the server does not answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({}, 500));
    await renderApp(<AppRouter />, { path: '/version', user: guestPlayer, fetch });

    expect(await screen.findByText('The server did not answer.', {}, { timeout: 4000 })).toBeTruthy();
  });
});
