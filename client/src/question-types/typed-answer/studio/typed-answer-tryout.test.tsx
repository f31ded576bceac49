import type { TypedAnswerQuestionView } from '@plw/protocol/question-types/typed-answer/review-api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { creator, jsonResponse } from '../../../test/session-fixtures.ts';
import { TypedAnswerTryout } from './typed-answer-tryout.tsx';

// The studio's try-out of a "type the answer" game: each typed answer judged at once by the game's language rule,
// nothing typed is no answer, a score at the end, and in the demo every answer with its other spellings.

afterEach(cleanup);

const questions: TypedAnswerQuestionView[] = [
  { question_id: 'q1', position: 0, question: 'A frozen sweet', answer: 'Ice cream', alternatives: ['gelato'], mediaFile: null, mediaType: null },
  { question_id: 'q2', position: 1, question: 'Capital of Germany', answer: 'Berlin', alternatives: [], mediaFile: null, mediaType: null },
];

async function open(showKey: boolean) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = new URL(String(input), 'http://local').pathname;
    if (path === '/api/game/typed-answer/g1/playdemoquestions') return jsonResponse({ questions });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  await renderApp(<TypedAnswerTryout gameId="g1" language="English" showKey={showKey} />, { user: creator, fetch });
  await screen.findByRole('heading', { name: 'A frozen sweet' });
}

const answer = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};

describe('"type the answer" try-out', () => {
  it('judges each typed answer by the shared rule and counts the right ones', async () => {
    await open(false);
    answer('   ');
    expect(screen.getByRole('alert').textContent).toBe('Type an answer: a letter or a digit at least.');
    answer('GELATO.');
    expect(screen.getByRole('status').textContent).toBe('Right!');
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    answer('Bonn');
    expect(screen.getByRole('status').textContent).toBe('Wrong. The answer is \u2068Berlin\u2069.');
    fireEvent.click(screen.getByRole('button', { name: 'See result' }));
    expect(screen.getByRole('status').textContent).toContain('You got 1 of 2 right.');
    expect(screen.queryByRole('button', { name: 'Show all answers' })).toBeNull();
  });

  it('shows the demo its answers with the other spellings they accept', async () => {
    await open(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show all answers' }));
    const key = within(screen.getByTestId('answer-key'));
    expect(key.getByText('A frozen sweet').nextElementSibling?.textContent).toBe(
      'Answer: \u2068Ice cream\u2069 · Also accepted: \u2068gelato\u2069',
    );
    expect(key.getByText('Capital of Germany').nextElementSibling?.textContent).toBe('Answer: \u2068Berlin\u2069');
  });
});
