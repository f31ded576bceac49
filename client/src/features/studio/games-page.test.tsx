import type { GameSummary } from '@plw/shared/schemas/game';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import GamesPage from './games-page.tsx';

// The games list gives each language variant of a game its own next step.

afterEach(cleanup);

const base: Omit<GameSummary, 'game_id' | 'language' | 'status' | 'game_name'> = {
  game_group_id: 'grp1',
  type: 'Kriss_kross_puzzle',
  mode: 'DAILY',
  visibility: 'PUBLIC',
  paid: false,
  local_circle: false,
  transit_game: false,
  supporting_lesson: false,
  score: 5,
  image: null,
  hashtag: '',
  publishing_time: null,
  game_configuration: { game_duration: null },
  channel: { channel_id: 'c1', channel_name: 'Word Wizards' },
};

const games: GameSummary[] = [
  { ...base, game_id: 'de1', language: 'German', status: 'DRAFT', game_name: 'Obst' },
  { ...base, game_id: 'en1', language: 'English', status: 'VERIFIED', game_name: 'Fruit' },
];

it("offers the submission of a draft variant and the release of a verified one, each on the variant's line", async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({ games }));
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
