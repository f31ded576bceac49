import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeSockets } from '../../test/fake-round-socket.ts';

vi.mock('socket.io-client', () => import('../../test/fake-round-socket.ts'));

// The pages load lazily; loaded once here, a test's first look does not wait on the transform.
beforeAll(async () => {
  await Promise.all([import('./join-page.tsx'), import('./round-lobby-page.tsx')]);
});

afterEach(() => {
  cleanup();
  fakeSockets.reset();
});

const target = {
  round_id: 'r-1',
  game_id: 'g-1',
  game_name: 'Capitals of the World',
  game_type: 'Mcq',
  language: 'English',
  channel_id: 'ch-1',
  channel_name: 'Demo Channel',
  channel_dp: null,
  state: 'LOBBY',
  names: 'CHOSEN',
  go: '/round/r-1',
};

/** A server that knows one code, 482913; every lookup is recorded. */
function joinServer(answer?: () => Response) {
  const looked: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.startsWith('/api/join/')) {
      const code = path.slice('/api/join/'.length);
      looked.push(code);
      if (answer) return answer();
      if (code === '482913') return jsonResponse(target);
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No game with this code' } }, 404);
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return { fetch, looked };
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Game code');
  fireEvent.change(field, { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  });
}

describe('joining a hosted round by its code', () => {
  it('asks for the code in a numeric field that has the focus', async () => {
    await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: joinServer().fetch });
    const field = await screen.findByLabelText('Game code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('heading', { name: 'Enter the game code' })).toBeTruthy();
  });

  it('has no accessibility violations axe can see, with an error shown', async () => {
    await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: joinServer().fetch });
    await typeCode('111111');
    await screen.findByTestId('code-error');
    const card = document.querySelector('.join-card');
    if (!card) throw new Error('no join card');
    const result = await axe.run(card, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('goes to the round\'s lobby when the code leads to one', async () => {
    const server = joinServer();
    const app = await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: server.fetch });
    await typeCode('482913');
    await waitFor(() => expect(app.location()).toBe('/round/r-1'));
    expect(server.looked).toEqual(['482913']);
  });

  it('takes a code typed or pasted with spaces and dashes', async () => {
    const server = joinServer();
    const app = await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: server.fetch });
    await typeCode(' 482 - 913 ');
    await waitFor(() => expect(app.location()).toBe('/round/r-1'));
    expect(server.looked).toEqual(['482913']);
  });

  it('says "No game with this code" for a code that leads nowhere, and stays', async () => {
    const server = joinServer();
    const app = await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: server.fetch });
    await typeCode('111111');
    expect((await screen.findByTestId('code-error')).textContent).toBe('No game with this code');
    expect(app.location()).toBe('/join');
  });

  it('asks for six digits before asking the server', async () => {
    const server = joinServer();
    await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: server.fetch });
    await typeCode('4829');
    expect((await screen.findByTestId('code-error')).textContent).toBe('Enter the 6 digits of the code');
    expect(server.looked).toEqual([]);
  });

  it('says to wait when the lookups are rate-limited', async () => {
    const limited = () =>
      jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 30 seconds.' } }, 429);
    await renderApp(<AppRouter />, { path: '/join', user: guestPlayer, fetch: joinServer(limited).fetch });
    await typeCode('482913');
    expect((await screen.findByTestId('code-error')).textContent).toBe('Too many tries. Wait a moment, then try again.');
  });

  it('looks a code in the address up at once', async () => {
    const server = joinServer();
    const app = await renderApp(<AppRouter />, { path: '/join/482913', user: guestPlayer, fetch: server.fetch });
    await waitFor(() => expect(app.location()).toBe('/round/r-1'));
    expect(server.looked).toEqual(['482913']);
  });

  it('shows the error with the code to retry when the address\'s code is wrong', async () => {
    await renderApp(<AppRouter />, { path: '/join/222222', user: guestPlayer, fetch: joinServer().fetch });
    expect((await screen.findByTestId('code-error')).textContent).toBe('No game with this code');
    expect((screen.getByLabelText('Game code') as HTMLInputElement).value).toBe('222222');
  });
});
