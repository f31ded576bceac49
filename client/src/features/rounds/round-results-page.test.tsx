import type { RoundResults } from '@plw/protocol/rest/rounds';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import RoundResultsPage from './round-results-page.tsx';

// A round's results for its host: the ranking, each question's share right and mean time (the hard ones flagged
// for going over again), and the CSV downloaded with the creator's token.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const results: RoundResults = {
  round: {
    round_id: 'round-1',
    kind: 'HOSTED',
    game_id: 'game-1',
    game_name: 'Capitals',
    game_type: 'Mcq',
    starts_at: Date.UTC(2026, 10, 20, 9, 0),
    ends_at: Date.UTC(2026, 10, 20, 9, 5),
    state: 'ENDED',
    players: 2,
    join_code: null,
  },
  players: [
    {
      rank: 1,
      name: 'Amina',
      points: 25,
      correct: 2,
      answers: [
        { question_id: 'q1', answer: 'New Delhi', correct: true, points: 9, elapsed_ms: 2000 },
        { question_id: 'q2', answer: 'Berlin', correct: true, points: 8, elapsed_ms: 5000 },
      ],
    },
    {
      rank: 2,
      name: 'അനു',
      points: 8,
      correct: 1,
      answers: [{ question_id: 'q1', answer: 'Mumbai', correct: false, points: 0, elapsed_ms: 4000 }, null],
    },
  ],
  questions: [
    {
      question_id: 'q1',
      position: 0,
      question: 'Capital of India?',
      answer: 'New Delhi',
      answered: 2,
      right_share: 0.5,
      average_ms: 3000,
    },
    {
      question_id: 'q2',
      position: 1,
      question: 'ജർമ്മനിയുടെ തലസ്ഥാനം?',
      answer: 'Berlin',
      answered: 1,
      right_share: 0.25,
      average_ms: null,
    },
  ],
};

function server() {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/channel/round/round-1/results.csv') {
      return new Response('\uFEFFRank,Player\r\n1,Amina\r\n', { headers: { 'content-type': 'text/csv' } });
    }
    if (url.pathname === '/api/channel/round/round-1/results') return jsonResponse(results);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Round not found' } }, 404);
  });
}

async function renderResults(path = '/creator/rounds/round-1', fetch = server()) {
  // In <main>, as the dashboard layout shows it.
  await renderApp(
    <main>
      <Route path="/creator/rounds/:id">
        <RoundResultsPage />
      </Route>
    </main>,
    { path, user: creator, fetch },
  );
  return fetch;
}

it('ranks the players with their points and right answers', async () => {
  await renderResults();
  const table = await screen.findByTestId('round-ranking');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['1Amina252 of 2', '2അനു81 of 2']);
  expect(screen.getByText('\u2068Capitals\u2069 · Nov 20, 2026, 9:05 AM', { exact: false })).toBeTruthy();
});

it("shows each question's share right as a bar, who answered, the mean time, and flags the hard ones", async () => {
  await renderResults();
  const [first, second] = await screen.findAllByTestId('question-stats');
  if (!first || !second) throw new Error('expected two questions');
  expect(within(first).getByRole('meter').getAttribute('aria-valuenow')).toBe('50');
  expect(within(first).getByText('50% right')).toBeTruthy();
  expect(within(first).getByText('2 of 2 answered')).toBeTruthy();
  expect(within(first).getByText('Average time: 3 sec')).toBeTruthy();
  expect(within(first).queryByText('Worth going over again')).toBeNull();
  expect(within(second).getByText('ജർമ്മനിയുടെ തലസ്ഥാനം?')).toBeTruthy();
  expect(within(second).getByText('Worth going over again')).toBeTruthy();
  expect(within(second).getByText('No answers')).toBeTruthy();
});

it('downloads the CSV with the creator token and names the file after the game', async () => {
  const created = vi.fn((blob: Blob) => {
    expect(blob.size).toBeGreaterThan(0);
    return 'blob:results';
  });
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const fetch = await renderResults();
  fireEvent.click(await screen.findByRole('button', { name: 'Download results (CSV)' }));
  await waitFor(() => expect(clicked).toEqual(['Capitals results.csv']));
  const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/results.csv'));
  expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  click.mockRestore();
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

it('says so when the round cannot be found', async () => {
  await renderResults('/creator/rounds/elsewhere');
  expect(await screen.findByText('The results of this round could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All rounds' }).getAttribute('href')).toBe('/creator/rounds');
});

it('has no accessibility violations axe can see', async () => {
  await renderResults();
  await screen.findByTestId('round-ranking');
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
