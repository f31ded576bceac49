import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { StudioTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/studio-api';
import type { Language } from '@plw/shared/constants';
import { TYPED_ANSWER_MESSAGES } from '@plw/shared/question-types/typed-answer/answer';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { creator, jsonResponse } from '../../../test/session-fixtures.ts';
import { TypedAnswerQuestionForm } from './typed-answer-question-form.tsx';

// The "type the answer" question form: the shared schema's messages under each field before anything is sent, the
// other accepted answers grown and shrunk up to 5, what is sent, and the answer check judging as the game will.

afterEach(cleanup);

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
const verdict = () => screen.getByTestId('check-verdict').textContent ?? '';
const input = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const studioGame: StudioGame = {
  ...gameSummary({ type: 'Typed_answer' }),
  question_source: 'Manually',
  image_media_id: null,
  question_count: 1,
  round_style: 'IN_STEP',
};

function saved(body: unknown): StudioTypedAnswerQuestion {
  return { question_id: 'q1', position: 0, mediaFile: null, mediaUrl: null, mediaType: null, ...(body as object) } as StudioTypedAnswerQuestion;
}

async function open(language: Language = 'English', editing: StudioTypedAnswerQuestion | null = null) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) =>
    jsonResponse({ game: studioGame, question: saved(JSON.parse(String(init?.body))) }),
  );
  await renderApp(<TypedAnswerQuestionForm gameId="g1" language={language} editing={editing} draft={null} onDone={() => {}} />, {
    user: creator,
    fetch,
  });
  return fetch;
}

describe('"type the answer" question form', () => {
  it('requires the question and the answer, and an answer with a letter or a digit, before sending', async () => {
    const fetch = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(alerts()).toEqual([QUESTION_MESSAGES.questionRequired, QUESTION_MESSAGES.answerRequired]),
    );
    input('Answer', '?!');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(alerts()).toContain(TYPED_ANSWER_MESSAGES.answerNoLetters));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('grows the other accepted answers up to 5, says so, and removes the one asked', async () => {
    await open();
    const add = () => fireEvent.click(screen.getByRole('button', { name: /Add an accepted answer/ }));
    for (let i = 0; i < 5; i += 1) add();
    expect(screen.getAllByRole('textbox', { name: /^Other accepted answer \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Add an accepted answer/ })).toBeNull();
    expect(screen.getByText('That is the most: 5 other accepted answers.')).toBeTruthy();
    input('Other accepted answer 2', 'second');
    input('Other accepted answer 3', 'third');
    fireEvent.click(screen.getByRole('button', { name: 'Remove other accepted answer 2' }));
    const left = screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Other accepted answer \d$/ });
    expect(left.map((field) => field.value)).toEqual(['', 'third', '', '']);
    expect(screen.getByRole('button', { name: /Add an accepted answer/ })).toBeTruthy();
  });

  it('says a blank other accepted answer is required, then sends the question with its alternatives', async () => {
    const fetch = await open();
    input('Question', 'A frozen sweet');
    input('Answer', 'Ice cream');
    fireEvent.click(screen.getByRole('button', { name: /Add an accepted answer/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add an accepted answer/ }));
    input('Other accepted answer 1', 'icecream');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(alerts()).toEqual([TYPED_ANSWER_MESSAGES.alternativeRequired]));
    expect(fetch).not.toHaveBeenCalled();
    input('Other accepted answer 2', 'gelato');
    input('A player types', 'GELATO');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Emptied for the next question, the check too.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'A player types' }).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Answer' }).value).toBe('');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://local').pathname).toBe('/api/channel/game/g1/typed-answer-questions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      question: 'A frozen sweet',
      answer: 'Ice cream',
      alternatives: ['icecream', 'gelato'],
      mediaFile: null,
      mediaType: null,
    });
  });

  it('edits a question with its alternatives in the form, and saves it with PUT', async () => {
    const fetch = await open('English', saved({ question: 'Colour of the sky', answer: 'blue', alternatives: ['azure'] }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Other accepted answer 1' }).value).toBe('azure');
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://local').pathname).toBe('/api/channel/game/g1/typed-answer-questions/q1');
    expect(init?.method).toBe('PUT');
  });
});

it('fills the form from a reviewed draft, its other accepted answers too', async () => {
  const draft = { question: 'A frozen sweet', answer: 'Ice cream', alternatives: ['gelato'] };
  await renderApp(<TypedAnswerQuestionForm gameId="g1" language="English" editing={null} draft={draft} onDone={() => {}} />, {
    user: creator,
  });
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Answer' }).value).toBe('Ice cream');
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Other accepted answer 1' }).value).toBe('gelato');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
});

describe('the answer check beside the answer', () => {
  it('judges a typed spelling by the shared rule, naming the accepted spelling it matched', async () => {
    await open();
    expect(verdict()).toBe('Write the answer first, then try spellings of it here.');
    input('Answer', 'Ice cream');
    fireEvent.click(screen.getByRole('button', { name: /Add an accepted answer/ }));
    input('Other accepted answer 1', 'gelato');
    input('A player types', 'ICE-CREAM!');
    expect(verdict()).toBe('Accepted: the same as “\u2068Ice cream\u2069”');
    input('A player types', 'Gelato');
    expect(verdict()).toBe('Accepted: the same as “\u2068gelato\u2069”');
    input('A player types', 'ice creams');
    expect(verdict()).toBe('Not accepted: add it as another accepted answer if it should count.');
    input('A player types', '...');
    expect(verdict()).toBe('Nothing to judge: a player must type a letter or a digit.');
    expect(screen.getByText('Accents are optional: café is cafe.')).toBeTruthy();
  });

  it("judges in the game's language: ß is ss in German, a bare alef is أ in Arabic", async () => {
    await open('German');
    input('Answer', 'Straße');
    input('A player types', 'STRASSE');
    expect(verdict()).toMatch(/^Accepted/);
    expect(screen.getByText('ä ö ü may be typed ae oe ue, and ß as ss; but Müller is not Muller.')).toBeTruthy();
    cleanup();

    await open('Arabic');
    input('Answer', 'أحمد');
    input('A player types', 'احمد');
    expect(verdict()).toMatch(/^Accepted/);
    input('A player types', 'محمد');
    expect(verdict()).toMatch(/^Not accepted/);
  });
});
