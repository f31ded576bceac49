import type { VerifyMcqQuestion } from '@plw/protocol/question-types/mcq/review-api';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { gameSummary } from '../../test/game-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { admin, jsonResponse } from '../../test/session-fixtures.ts';
import { VerifyQuestionsPage } from './verify-questions.tsx';

// The admin's review sends back the versions of the game and the questions it was shown; when the server answers
// that they changed since, the page says so and shows the new version, and the next review is of that version.
// The game's own fields players will see (name, picture, hashtag, labels) are shown above the questions.

afterEach(cleanup);

const game = gameSummary({ type: 'Mcq', status: 'PENDING_VERIFICATION', game_name: 'Capitals', hashtag: '#geo' });
const renamed = { ...game, game_name: 'Capitals, renamed', image: '/api/media/m2', supporting_lesson: true };

function question(text: string, version: string): VerifyMcqQuestion {
  return {
    question_id: 'q1',
    position: 0,
    question: text,
    answer: 'Paris',
    answer_options: ['Lyon', 'Nice', 'Milan'],
    mediaFile: null,
    mediaUrl: null,
    mediaType: null,
    version,
    verdict: null,
    reason: null,
  };
}

const shown = [
  { game, game_version: 'game-1', questions: [question('Capital of France?', 'v1')] },
  { game: renamed, game_version: 'game-2', questions: [question('Capital of France? (edited)', 'v2')] },
];

it('sends the versions shown, and after a 409 shows the new version and reviews that one', async () => {
  let opened = 0;
  const reviews: unknown[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://local').pathname;
    if (path === '/api/game/mcq/admin/g1/verifygamequestions') {
      opened += 1;
      return jsonResponse(shown[Math.min(opened, shown.length) - 1]);
    }
    if (path === '/api/admin/game-verify-requests/g1/review') {
      reviews.push(JSON.parse(String(init?.body)));
      if (reviews.length === 1) return jsonResponse({ error: { code: 'CONFLICT', message: REVIEW_MESSAGES.gameChanged } }, 409);
      return jsonResponse({ game: { ...game, status: 'VERIFIED' }, request: null });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  await renderApp(<VerifyQuestionsPage type="Mcq" detail={() => null} />, {
    path: '/admin/games/mcq?gameIds=g1&gameLanguage=English',
    user: admin,
    fetch,
  });

  expect(await screen.findByText('Capital of France?')).toBeTruthy();
  const asShown = within(screen.getByTestId('game-as-shown'));
  expect(asShown.getByText('Capitals')).toBeTruthy();
  expect(asShown.getByText('#geo')).toBeTruthy();
  expect(asShown.getByText('No picture')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Approve all' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
  expect(await screen.findByText(REVIEW_MESSAGES.gameChanged)).toBeTruthy();
  expect(reviews[0]).toEqual({
    game_version: 'game-1',
    verdicts: [{ question_id: 'q1', version: 'v1', verdict: 'APPROVED', reason: '' }],
  });

  // The new version is shown, with a fresh form: nothing of the refused review is carried over to it.
  expect(await screen.findByText('Capital of France? (edited)')).toBeTruthy();
  const renamedShown = within(screen.getByTestId('game-as-shown'));
  expect(renamedShown.getByText('Capitals, renamed')).toBeTruthy();
  expect(renamedShown.getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe('/api/media/m2');
  expect(renamedShown.getByText('Supporting lessons')).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Approve' })).toHaveProperty('checked', false);
  fireEvent.click(screen.getByRole('button', { name: 'Approve all' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
  await waitFor(() => expect(reviews).toHaveLength(2));
  expect(reviews[1]).toEqual({
    game_version: 'game-2',
    verdicts: [{ question_id: 'q1', version: 'v2', verdict: 'APPROVED', reason: '' }],
  });
});
