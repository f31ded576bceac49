import type { GameSummary } from '@plw/shared/schemas/game';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import GamesPage from './games-page.tsx';
import { gameSummary } from '../../test/game-fixtures.ts';

// The games list gives each language variant of a game its own next step.

afterEach(cleanup);

const games: GameSummary[] = [
  gameSummary({ game_id: 'de1', language: 'German', status: 'DRAFT', game_name: 'Obst' }),
  gameSummary({ game_id: 'en1', language: 'English', status: 'VERIFIED', game_name: 'Fruit' }),
];

it("offers the submission of a draft variant and the release of a verified one, each on the variant's line", async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({ games, next_cursor: null }));
  await renderApp(<GamesPage />, { path: '/creator/games', user: creator, fetch });
  const lines = await screen.findAllByTestId('studio-variant');
  expect(lines.map((line) => line.dataset.status)).toEqual(['VERIFIED', 'DRAFT']);
  const [english, german] = lines;
  if (!english || !german) throw new Error('two variants expected');
  expect(within(english).getByRole('link', { name: 'Release' }).getAttribute('href'))
    .toBe('/creator/game/release-game?gameIds=en1&gameLanguage=English');
  expect(within(english).queryByRole('button', { name: 'Submit for review' })).toBeNull();
  expect(within(german).getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  expect(within(german).queryByRole('link', { name: 'Release' })).toBeNull();
});
