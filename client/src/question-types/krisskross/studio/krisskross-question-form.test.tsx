import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { creator } from '../../../test/session-fixtures.ts';
import { KrissKrossQuestionForm } from './krisskross-question-form.tsx';
import { McqQuestionForm } from '../../mcq/studio/mcq-question-form.tsx';

// The question forms say spec 5's words under each field before anything is sent.

afterEach(cleanup);

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

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

describe('kriss-kross question form', () => {
  it('takes only letters, spaces and commas as an answer, and needs a direction', async () => {
    const form = <KrissKrossQuestionForm gameId="g1" editing={null} draft={null} onDone={() => {}} onTyping={() => {}} />;
    await renderApp(form, { user: creator });
    fill('Clue', 'A robot');
    fill('Answer', 'R2D2');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const expected = [QUESTION_MESSAGES.answerLettersOnly, QUESTION_MESSAGES.directionRequired];
    await waitFor(() => expect(alerts()).toEqual(expected));
  });
});
