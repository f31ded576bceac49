import { api } from '@plw/protocol/api';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';
import type { Puzzle } from './use-puzzle.ts';

// The daily helpers on the play page against a fake server: the timer from the play's start, "Check word" sending
// what is typed and showing how many letters are wrong, "Reveal word" filling the word and marking it revealed,
// and "Share" on the result copying the spoiler-free text. The real server and browser run in the e2e test.
vi.mock('./grid-canvas.tsx', () => ({ GridCanvas: () => null }));

afterEach(cleanup);

const game = gameSummary({ game_name: 'Tiny Fruit', status: 'RELEASED', publishing_time: '2026-01-01T00:00:00.000Z' });
const clue = (id: string, direction: 'Across' | 'Down', question: string) =>
  ({ question_id: id, number: 1, direction, question, enumeration: '3', mediaFile: null, mediaType: null });

// FIG Across at row 0, FOE Down from its first cell.
const puzzle: Puzzle = {
  game,
  questions: [clue('fig', 'Across', 'A soft sweet fruit'), clue('foe', 'Down', 'An enemy')],
  grid: {
    rows: 3,
    cols: 3,
    cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }, { row: 1, col: 0 }, { row: 2, col: 0 }],
    placements: [
      { question_id: 'fig', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
      { question_id: 'foe', number: 1, row: 0, col: 0, direction: 'Down', length: 3 },
    ],
  },
  play: { status: 'IN_PROGRESS', started_at: new Date(Date.now() - 65_000).toISOString(), cells: [], revealed: [], result: null },
  answers: null,
};

function fakeServer(questions: Puzzle) {
  return vi.fn<typeof fetch>(async (url) => {
    const path = String(url).split('?')[0];
    if (path === api.krissKrossDetails.path) return jsonResponse({ game });
    if (path === api.krissKrossAllQuestions.path) return jsonResponse(questions);
    if (path === '/api/game/krisskross/g1/progress') return jsonResponse({ saved_at: new Date().toISOString() });
    if (path === '/api/game/krisskross/g1/check') {
      return jsonResponse({
        question_id: 'fig',
        cells: [{ row: 0, col: 0, mark: 'right' }, { row: 0, col: 1, mark: 'right' }, { row: 0, col: 2, mark: 'wrong' }],
      });
    }
    if (path === '/api/game/krisskross/g1/reveal') {
      const cells = [{ row: 0, col: 0, letter: 'F' }, { row: 1, col: 0, letter: 'O' }, { row: 2, col: 0, letter: 'E' }];
      return jsonResponse({ question_id: 'foe', cells, revealed: ['foe'] });
    }
    if (path === api.playerStats.path) {
      return jsonResponse({
        streak: { current: 3, best: 3, last_day: '2026-01-01' },
        played: 3,
        solved: 2,
        solve_rate: 2 / 3,
        average_ms: 90_000,
        best_ms: 80_000,
        distribution: [],
        today_done: true,
        time_zone: 'UTC',
      });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

const letters = () => screen.getAllByRole('gridcell').map((cell) => cell.textContent);
const bodyOf = (fetch: ReturnType<typeof fakeServer>, path: string) =>
  JSON.parse(String(fetch.mock.calls.find(([url]) => String(url) === path)?.[1]?.body));

describe('daily kriss-kross helpers', () => {
  it('times the solve from the play start, checks a word and reveals one', { timeout: 20_000 }, async () => {
    const fetch = fakeServer(puzzle);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });
    const input = await screen.findByRole('textbox', { name: /^1 Across/ });

    const timer = screen.getByRole('timer', { name: 'Time since you started' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toMatch(/1:[0-5]\d$/);

    act(() => {
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'fix', cancelable: true }));
    });
    const tools = screen.getByRole('group', { name: 'Word helpers' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Check word' }));
    expect(await screen.findByText('Wrong letters: 1')).toBeTruthy();
    expect(bodyOf(fetch, '/api/game/krisskross/g1/check')).toEqual({ question_id: 'fig', letters: ['f', 'i', 'x'] });

    fireEvent.click(screen.getByRole('button', { name: /^1An enemy/ }));
    fireEvent.click(within(tools).getByRole('button', { name: 'Reveal word' }));
    await waitFor(() => expect(letters()).toEqual(['F', 'I', 'X', 'O', 'E']));
    expect(bodyOf(fetch, '/api/game/krisskross/g1/reveal')).toEqual({ question_id: 'foe' });
    const down = screen.getByRole('region', { name: 'Down' });
    expect(within(down).getByText('Revealed')).toBeTruthy();
    expect(screen.getByText('This word was revealed (a letter or more): it scores no points, and you can still type it.')).toBeTruthy();
  });

  it('shares the result as text on the clipboard when there is no share sheet', { timeout: 20_000 }, async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const finished: Puzzle = {
      ...puzzle,
      play: {
        status: 'FINISHED',
        started_at: '2026-01-01T00:00:00.000Z',
        cells: [],
        revealed: ['foe'],
        result: { score: 5, max_score: 10, correct: ['fig'], revealed: ['foe'], solved: false, time_ms: 83_000, rank: 1 },
      },
      answers: [{ question_id: 'fig', answer: 'FIG' }, { question_id: 'foe', answer: 'FOE' }],
    };
    const fetch = fakeServer(finished);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your result' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Word helpers' })).toBeNull();

    // The streak comes from the stats when they answer.
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === api.playerStats.path)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      ['Tiny Fruit', '🟩🟩🟩', '🟨⬛⬛', '🟨⬛⬛', '1/2 words · 1:23', '🔥 Streak: 3 days', `${location.origin}/game/krisskross/g1`]
        .join('\n'),
    );
  });
});
