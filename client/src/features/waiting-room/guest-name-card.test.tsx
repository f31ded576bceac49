import { api } from '@plw/protocol/api';
import type { SessionUser } from '@plw/shared/schemas/session-user';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { renderApp } from '../../test/render-app.tsx';
import { authResponse, guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { GuestNameCard } from './guest-name-card.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const named = (name: string): SessionUser =>
  guestPlayer.role === 'PLAYER' ? { ...guestPlayer, player: { ...guestPlayer.player, name } } : guestPlayer;

describe('a guest\'s friendly name', () => {
  it('is shown with keep and change; kept, it is not asked again', async () => {
    await renderApp(<GuestNameCard />, { user: named('Brave Otter') });
    expect(screen.getByTestId('guest-name-value').textContent).toBe('Brave Otter');

    fireEvent.click(screen.getByRole('button', { name: 'Keep this name' }));
    expect(screen.queryByTestId('guest-name')).toBeNull();
    cleanup();

    await renderApp(<GuestNameCard />, { user: named('Brave Otter') });
    expect(screen.queryByTestId('guest-name')).toBeNull();
  });

  it('changes to a name the server takes, and shows the server\'s refusal of one it does not', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      const { name } = JSON.parse(String(init?.body)) as { name: string };
      if (name === 'Kavya') return jsonResponse(authResponse(named('Kavya')));
      return jsonResponse(
        { error: { code: 'VALIDATION_FAILED', message: 'Name is taken', fields: { name: 'Name is taken' } } },
        400,
      );
    });
    const app = await renderApp(<GuestNameCard />, { user: named('Brave Otter'), fetch });

    fireEvent.click(screen.getByRole('button', { name: 'Change name' }));
    const field = screen.getByRole('textbox', { name: 'Your name' });
    fireEvent.change(field, { target: { value: 'Someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Name is taken');

    fireEvent.change(field, { target: { value: 'Kavya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. You’ll play as Kavya.'));
    expect(fetch.mock.calls.at(-1)?.[0]).toBe(api.updateProfile.path);
    expect(app.context.store.get(currentUserAtom)).toEqual(named('Kavya'));
  });

  it('is not shown to a player with an account', async () => {
    const member = guestPlayer.role === 'PLAYER'
      ? { ...guestPlayer, player: { ...guestPlayer.player, name: 'Asha', authenticated: true } }
      : guestPlayer;
    await renderApp(<GuestNameCard />, { user: member });
    expect(screen.queryByTestId('guest-name')).toBeNull();
  });
});
