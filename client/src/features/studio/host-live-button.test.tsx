import type { GameSummary } from '@plw/shared/schemas/game';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { gameSummary } from '../../test/game-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import GamesPage from './games-page.tsx';

// "Host live" on the games list: offered on verified and released variants only, it opens a lobby and goes to its
// big screen; a refusal is shown in the server's words.

afterEach(cleanup);

const games: GameSummary[] = [
  gameSummary({ game_id: 'v1', language: 'English', status: 'VERIFIED', game_name: 'Fruit' }),
  gameSummary({ game_id: 'r1', language: 'German', status: 'RELEASED', game_name: 'Obst' }),
  gameSummary({ game_id: 'd1', language: 'Hindi', status: 'DRAFT', game_name: 'Phal' }),
];

function server(host: (id: string) => Response) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const hostMatch = /^\/api\/channel\/game\/([^/]+)\/host$/.exec(url.pathname);
    if (init?.method === 'POST' && hostMatch?.[1]) return host(hostMatch[1]);
    return jsonResponse({ games, next_cursor: null });
  });
}

async function variantLine(status: string) {
  const lines = await screen.findAllByTestId('studio-variant');
  const line = lines.find((candidate) => candidate.dataset.status === status);
  if (!line) throw new Error(`no ${status} variant`);
  return line;
}

it('offers "Host live" on verified and released variants, not on drafts', async () => {
  await renderApp(<GamesPage />, { path: '/creator/games', user: creator, fetch: server(() => jsonResponse({})) });
  expect(within(await variantLine('VERIFIED')).getByRole('button', { name: /Host live/ })).toBeTruthy();
  expect(within(await variantLine('RELEASED')).getByRole('button', { name: /Host live/ })).toBeTruthy();
  expect(within(await variantLine('DRAFT')).queryByRole('button', { name: /Host live/ })).toBeNull();
});

it('opens a lobby for the variant and goes to its big screen', async () => {
  const fetch = server((id) =>
    jsonResponse({ round_id: `round-of-${id}`, game_id: id, join_code: '482913', join_url: 'http://localhost/join/482913' }));
  const app = await renderApp(<GamesPage />, { path: '/creator/games', user: creator, fetch });
  fireEvent.click(within(await variantLine('RELEASED')).getByRole('button', { name: /Host live/ }));
  await waitFor(() => expect(app.location()).toBe('/host/round-of-r1'));
  expect(fetch).toHaveBeenCalledWith('/api/channel/game/r1/host', expect.objectContaining({ method: 'POST' }));
});

it("shows the server's refusal in its words and stays on the list", async () => {
  const fetch = server(() =>
    jsonResponse({ error: { code: 'CONFLICT', message: 'Only verified games can be hosted' } }, 409));
  const app = await renderApp(<GamesPage />, { path: '/creator/games', user: creator, fetch });
  const line = await variantLine('VERIFIED');
  fireEvent.click(within(line).getByRole('button', { name: /Host live/ }));
  expect((await within(line).findByRole('alert')).textContent).toBe('Only verified games can be hosted');
  expect(app.location()).toBe('/creator/games');
  expect(within(line).getByRole('button', { name: /Host live/ }).hasAttribute('disabled')).toBe(false);
});
