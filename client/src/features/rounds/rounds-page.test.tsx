import type { ChannelRounds, RoundRow } from '@plw/protocol/rest/rounds';
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import RoundsPage from './rounds-page.tsx';

// The Rounds tab: live rounds (a hosted one opens its big screen, with its join code), scheduled rounds to come,
// and past rounds, each opening its results.

afterEach(cleanup);

const row = (fields: Partial<RoundRow>): RoundRow => ({
  round_id: 'r',
  kind: 'HOSTED',
  game_id: 'g',
  game_name: 'Capitals',
  game_type: 'Mcq',
  starts_at: null,
  ends_at: null,
  state: 'LOBBY',
  players: 0,
  join_code: null,
  ...fields,
});

const rounds: ChannelRounds = {
  live: [row({ round_id: 'lobby-1', join_code: '482913', players: 3 })],
  upcoming: [row({ round_id: 'g-2', game_id: 'g-2', kind: 'SCHEDULED', game_name: 'Rivers', starts_at: Date.now() + 3_600_000 })],
  past: [row({ round_id: 'past-1', state: 'ENDED', starts_at: Date.now() - 7_200_000, ends_at: Date.now() - 7_000_000, players: 28 })],
};

async function renderRounds(body: unknown = rounds) {
  const fetcher = vi.fn<typeof fetch>(async () => jsonResponse(body));
  await renderApp(
    <main>
      <RoundsPage />
    </main>,
    { path: '/creator/rounds', user: creator, fetch: fetcher },
  );
}

it('lists live, upcoming and past rounds, each with where it leads', async () => {
  await renderRounds();
  const [live, upcoming, past] = await screen.findAllByTestId('round-item');
  if (!live || !upcoming || !past) throw new Error('expected three rounds');
  expect(within(live).getByText('482 913')).toBeTruthy();
  expect(within(live).getByText('Lobby open · Players: 3')).toBeTruthy();
  expect(within(live).getByRole('link', { name: 'Open the big screen' }).getAttribute('href')).toBe('/host/lobby-1');
  expect(within(upcoming).getByText(/^Starts /)).toBeTruthy();
  expect(within(upcoming).queryByRole('link')).toBeNull();
  expect(within(past).getByRole('link', { name: 'Results: Capitals' }).getAttribute('href')).toBe('/creator/rounds/past-1');
  expect(within(past).getByText(/Players: 28/)).toBeTruthy();
});

it('says when a list is empty', async () => {
  await renderRounds({ live: [], upcoming: [], past: [] });
  expect(await screen.findByText('No rounds have ended yet.')).toBeTruthy();
  expect(screen.getByText('No scheduled rounds to come.')).toBeTruthy();
});

it('has no accessibility violations axe can see', async () => {
  await renderRounds();
  await screen.findAllByTestId('round-item');
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
