import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { creator } from '../../../test/session-fixtures.ts';
import { McqQuestionForm } from './mcq-question-form.tsx';

// The quiz question form says spec 5's words under each field before anything is sent.

afterEach(cleanup);

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent ?? '');

describe('quiz question form', () => {
  it('requires the question, the answer and every one of the 3 options', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await renderApp(<McqQuestionForm gameId="g1" editing={null} draft={null} onDone={() => {}} />, { user: creator, fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        QUESTION_MESSAGES.questionRequired,
        QUESTION_MESSAGES.answerRequired,
        QUESTION_MESSAGES.optionRequired,
        QUESTION_MESSAGES.optionRequired,
        QUESTION_MESSAGES.optionRequired,
      ]),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a question is too long past 500 characters', async () => {
    await renderApp(<McqQuestionForm gameId="g1" editing={null} draft={null} onDone={() => {}} />, { user: creator });
    fireEvent.input(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect((await screen.findByTestId('question-error')).textContent).toBe(QUESTION_MESSAGES.questionTooLong);
  });
});
