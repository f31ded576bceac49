import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';
import type { Puzzle } from './use-puzzle.ts';

// The play page against a fake server: the waiting-room redirect, the clue list and grid mirror, typing through the
// hidden input, progress saved after a pause, and a finished game shown as its result. The canvas itself is drawn
// only in the browser tests.
vi.mock('./grid-canvas.tsx', () => ({ GridCanvas: () => null }));

afterEach(cleanup);

const game = gameSummary({ game_name: 'Tiny Fruit', status: 'RELEASED', publishing_time: '2026-01-01T00:00:00.000Z' });

// FIG Across at row 0, FOE Down from its first cell.
const puzzle: Puzzle = {
  game,
  questions: [
    { question_id: 'fig', number: 1, direction: 'Across', question: 'A soft sweet fruit', enumeration: '3', mediaFile: null, mediaType: null },
    { question_id: 'foe', number: 1, direction: 'Down', question: 'An enemy', enumeration: '3', mediaFile: null, mediaType: null },
  ],
  grid: {
    rows: 3,
    cols: 3,
    cells: [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 1, col: 0 },
      { row: 2, col: 0 },
    ],
    placements: [
      { question_id: 'fig', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
      { question_id: 'foe', number: 1, row: 0, col: 0, direction: 'Down', length: 3 },
    ],
  },
  play: { status: 'IN_PROGRESS', started_at: '2026-01-01T00:00:00.000Z', cells: [], revealed: [], result: null },
  answers: null,
};

function fakeServer(details: GameSummary, questions: Puzzle | (() => Puzzle), progress = 200) {
  return vi.fn<typeof fetch>(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === api.krissKrossDetails.path) return jsonResponse({ game: details });
    if (path === api.krissKrossAllQuestions.path) {
      return jsonResponse(typeof questions === 'function' ? questions() : questions);
    }
    if (path === '/api/game/krisskross/g1/progress' && init?.method === 'PUT') {
      if (progress === 409) {
        return jsonResponse({ error: { code: 'CONFLICT', message: 'This game is already finished' } }, 409);
      }
      return jsonResponse({ saved_at: '2026-01-01T00:01:00.000Z' });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

const letters = () => screen.getAllByRole('gridcell').map((cell) => cell.textContent);

function typeInto(input: HTMLElement, data: string) {
  act(() => {
    input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data, cancelable: true }));
  });
}

const saves = (fetch: ReturnType<typeof fakeServer>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('kriss-kross page', () => {
  it('sends the player to the waiting room before the publishing time, carrying the address and the time', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const fetch = fakeServer({ ...game, publishing_time: later }, puzzle);
    const app = await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });

    await waitFor(() => expect(app.location()).toMatch(/^\/game\/waitingroom\?/));
    const params = new URLSearchParams(app.location().split('?')[1]);
    expect(params.get('redirect')).toBe('/game/krisskross/g1');
    expect(params.get('time')).toBe(later);
    expect(fetch.mock.calls.map(([url]) => String(url).split('?')[0])).not.toContain(api.krissKrossAllQuestions.path);
  });

  it('lists the clues under Across and Down, mirrors the grid, and saves what is typed after a pause', async () => {
    const fetch = fakeServer(game, puzzle);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tiny Fruit' })).toBeTruthy();
    const across = screen.getByRole('region', { name: 'Across' });
    expect(within(across).getByRole('button').textContent).toBe('1A soft sweet fruit (3)');
    expect(screen.getByRole('region', { name: 'Down' })).toBeTruthy();
    expect(letters()).toEqual(['', '', '', '', '']);

    const input = screen.getByRole('textbox', { name: /^1 Across: A soft sweet fruit \(3\)\. Letter 1 of 3$/ });
    act(() => {
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'fi', cancelable: true }));
    });
    expect(letters()).toEqual(['F', 'I', '', '', '']);

    // Tab goes on to the Down clue, at its first square: F, there from the crossing, typed over as the word is.
    fireEvent.keyDown(input, { key: 'Tab' });
    act(() => {
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'foe', cancelable: true }));
    });
    expect(letters()).toEqual(['F', 'I', '', 'O', 'E']);

    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Progress saved'));
    const saves = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]?.[1]?.body)).cells).toEqual(
      expect.arrayContaining([
        { row: 0, col: 0, letter: 'f' },
        { row: 0, col: 1, letter: 'i' },
        { row: 1, col: 0, letter: 'o' },
        { row: 2, col: 0, letter: 'e' },
      ]),
    );
  });

  it('sends the latest letters at once, in a request that outlives the page, when the page is closed', async () => {
    const fetch = fakeServer(game, puzzle);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });
    typeInto(await screen.findByRole('textbox', { name: /^1 Across/ }), 'fig');

    // Well inside the pause before an ordinary save.
    window.dispatchEvent(new Event('pagehide'));
    expect(saves(fetch)).toHaveLength(1);
    const [, init] = saves(fetch)[0] ?? [];
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body)).cells).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Progress saved'));
    // Nothing new to keep: the ordinary save after the pause does not send the same letters again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(saves(fetch)).toHaveLength(1);
  });

  it('loads the game again when a save finds it finished on another device', async () => {
    const finishedElsewhere: Puzzle = {
      ...puzzle,
      play: {
        status: 'FINISHED',
        started_at: '2026-01-01T00:00:00.000Z',
        cells: [],
        revealed: [],
        result: { score: 0, max_score: 10, correct: [], revealed: [], solved: false, time_ms: 1000, rank: 9 },
      },
    };
    let loads = 0;
    const fetch = fakeServer(game, () => (++loads === 1 ? puzzle : finishedElsewhere), 409);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });
    typeInto(await screen.findByRole('textbox', { name: /^1 Across/ }), 'f');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your result' })).toBeTruthy();
    expect(loads).toBe(2);
    expect(screen.getByTestId('result-rank').textContent).toBe('#9');
  });

  it('shows each clue\'s picture, sound or video beside it, and loads the puzzle once however often the window returns', async () => {
    const withMedia: Puzzle = {
      ...puzzle,
      questions: [
        { ...puzzle.questions[0], mediaFile: '/api/media/fig.png', mediaType: 'image' } as Puzzle['questions'][number],
        { ...puzzle.questions[1], mediaFile: '/api/media/foe.mp3', mediaType: 'audio' } as Puzzle['questions'][number],
      ],
    };
    const fetch = fakeServer(game, withMedia);
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch });

    const picture = await screen.findByRole('img', { name: /^Picture for 1 Across/ });
    expect(picture.getAttribute('src')).toBe('/api/media/fig.png');
    const sound = screen.getByLabelText(/^Sound for 1 Down/);
    expect(sound.tagName).toBe('AUDIO');
    expect(sound.getAttribute('src')).toBe('/api/media/foe.mp3');
    expect(sound.hasAttribute('controls')).toBe(true);

    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const loads = fetch.mock.calls.filter(([url]) => String(url).startsWith(api.krissKrossAllQuestions.path));
    expect(loads).toHaveLength(1);
  });

  it('shows a finished game as its result, with verdicts and answers', async () => {
    const finished: Puzzle = {
      ...puzzle,
      play: {
        status: 'FINISHED',
        started_at: '2026-01-01T00:00:00.000Z',
        cells: [
          { row: 0, col: 0, letter: 'F' },
          { row: 0, col: 1, letter: 'I' },
          { row: 0, col: 2, letter: 'G' },
          { row: 1, col: 0, letter: 'X' },
        ],
        revealed: [],
        result: { score: 5, max_score: 10, correct: ['fig'], revealed: [], solved: false, time_ms: 83_000, rank: 4 },
      },
      answers: [
        { question_id: 'fig', answer: 'FIG' },
        { question_id: 'foe', answer: 'FOE' },
      ],
    };
    await renderApp(<AppRouter />, { path: '/game/krisskross/g1', user: guestPlayer, fetch: fakeServer(game, finished) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your result' })).toBeTruthy();
    expect(screen.getByTestId('result-score').textContent).toBe('5 / 10');
    expect(screen.getByTestId('result-rank').textContent).toBe('#4');
    expect(screen.getByTestId('result-time').textContent).toBe('1:23');
    expect(screen.getByRole('link', { name: 'See the leaderboard' }).getAttribute('href')).toBe(
      '/game/krisskross/leaderboard?type=DAILY&game=g1',
    );
    const verdicts = screen.getAllByRole('gridcell').map((cell) => cell.getAttribute('data-verdict'));
    expect(verdicts).toEqual(['right', 'right', 'right', 'wrong', 'wrong']);
    expect(screen.getByText('FOE')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the answers on the grid' }));
    expect(letters()).toEqual(['F', 'I', 'G', 'O', 'E']);
  });
});
