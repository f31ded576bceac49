import type { VerifyTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/review-api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { admin, jsonResponse } from '../../../test/session-fixtures.ts';
import VerifyTypedAnswerPage from './verify-typed-answer-page.tsx';

// The admin reviews a "type the answer" question with everything that will be marked right: its answer and the
// other spellings it accepts (or that it accepts none).

afterEach(cleanup);

function question(id: string, text: string, answer: string, alternatives: string[]): VerifyTypedAnswerQuestion {
  return {
    question_id: id,
    position: 0,
    question: text,
    answer,
    alternatives,
    mediaFile: null,
    mediaUrl: null,
    mediaType: null,
    version: `v-${id}`,
    verdict: null,
    reason: null,
  };
}

it('shows each question with its answer and its other accepted answers', async () => {
  const game = gameSummary({ type: 'Typed_answer', status: 'PENDING_VERIFICATION', game_name: 'Sweets' });
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = new URL(String(input), 'http://local').pathname;
    if (path === '/api/game/typed-answer/admin/g1/verifygamequestions') {
      return jsonResponse({
        game,
        game_version: 'game-1',
        questions: [
          question('q1', 'A frozen sweet', 'Ice cream', ['icecream', 'gelato']),
          question('q2', 'Capital of Germany', 'Berlin', []),
        ],
      });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  await renderApp(<VerifyTypedAnswerPage />, {
    path: '/admin/games/typed-answer?gameIds=g1&gameLanguage=English',
    user: admin,
    fetch,
  });

  await screen.findByText('A frozen sweet');
  const cards = screen.getAllByTestId('verify-question');
  expect(cards.map((card) => card.querySelector('[data-testid="accepted-spellings"]')?.textContent)).toEqual([
    'Also accepted: \u2068icecream · gelato\u2069',
    'No other accepted answers',
  ]);
  expect(cards[0]?.textContent).toContain('Ice cream');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verify type-the-answer questions');
  expect(screen.getByTestId('game-as-shown').textContent).toContain('Type the answer');
});
