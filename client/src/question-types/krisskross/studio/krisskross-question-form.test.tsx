import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { creator } from '../../../test/session-fixtures.ts';
import { KrissKrossQuestionForm } from './krisskross-question-form.tsx';

// The kriss-kross question form says spec 5's words under each field before anything is sent.

afterEach(cleanup);

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

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
