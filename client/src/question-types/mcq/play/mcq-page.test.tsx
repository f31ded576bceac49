import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';

// The quiz page after a RAPID_THEN_DAILY game's live round: its daily play is for those who missed the round, so a
// player the server says played it goes to their result instead of waiting for a play that will not open.

afterEach(cleanup);

const roundOver = gameSummary({
  type: 'Mcq',
  mode: 'RAPID_THEN_DAILY',
  status: 'RELEASED',
  publishing_time: new Date(Date.now() - 3_600_000).toISOString(),
  game_configuration: { game_duration: 60 },
});

function fakeServer(questions: Response) {
  return vi.fn<typeof fetch>(async (url) => {
    const path = String(url).split('?')[0];
    if (path === api.mcqDetails.path.replace(':id', 'g1')) return jsonResponse({ game: roundOver });
    if (path === api.mcqQuestions.path.replace(':id', 'g1')) return questions.clone();
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

describe('multiple-choice page after a live round', () => {
  it('sends a player who played the round to their result', async () => {
    const refused = jsonResponse({ error: { code: 'CONFLICT', message: ERROR_MESSAGES.alreadyFinished } }, 409);
    const app = await renderApp(<AppRouter />, { path: '/game/mcq/g1', user: guestPlayer, fetch: fakeServer(refused) });

    await waitFor(() => expect(app.location()).toBe('/game/mcq/g1/game-over'));
  });

  it('keeps asking while the server has not opened the daily play yet', async () => {
    const early = jsonResponse({ error: { code: 'CONFLICT', message: 'This game has not started yet' } }, 409);
    const fetch = fakeServer(early);
    const app = await renderApp(<AppRouter />, { path: '/game/mcq/g1', user: guestPlayer, fetch });

    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/questions'))).toBe(true));
    expect(app.location()).toBe('/game/mcq/g1');
  });

  it('tells a daily player their play is kept while a live round of the game runs, and asks again', async () => {
    const paused = jsonResponse({ error: { code: 'CONFLICT', message: ERROR_MESSAGES.dailyPaused } }, 409);
    const fetch = fakeServer(paused);
    const app = await renderApp(<AppRouter />, { path: '/game/mcq/g1', user: guestPlayer, fetch });

    await screen.findByText('This game is being played live right now: your daily play is kept and goes on when the live round ends');
    expect(screen.queryByText('Could not load this game.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(app.location()).toBe('/game/mcq/g1');
  });
});
