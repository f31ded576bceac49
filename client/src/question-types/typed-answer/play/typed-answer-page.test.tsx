import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import { judgeTypedAnswer } from '@plw/shared/question-types/typed-answer/answer';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../../app/router.tsx';
import { gameSummary } from '../../../test/game-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../../test/session-fixtures.ts';

// The daily "type the answer" page: one question at a time in a large field that types the game's language (right
// to left in Arabic, with nothing a phone would add), Submit locking the answer, the verdict at once with the right
// answer after a wrong one when the server tells it, the progress, and the result after the last question.

afterEach(cleanup);

const QUESTIONS = [
  { question_id: 'q1', question: 'Which planet is red?', answer: 'Mars' },
  { question_id: 'q2', question: 'The largest ocean?', answer: 'Pacific Ocean' },
];

/** A server that judges typed answers by the shared rule, as the real one does, and records what it was sent. */
function fakeServer(language: Language = 'English', questions = QUESTIONS) {
  const game = gameSummary({
    type: 'Typed_answer',
    status: 'RELEASED',
    language,
    game_name: 'Sky and sea',
    publishing_time: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const answers = new Map<string, { text: string; correct: boolean }>();
  const sent: unknown[] = [];
  const path = (endpoint: { path: string }) => endpoint.path.replace(':id', 'g1');
  const fetch = vi.fn<typeof globalThis.fetch>(async (url, init) => {
    const at = String(url).split('?')[0];
    if (at === path(api.typedAnswerDetails)) return jsonResponse({ game });
    if (at === path(api.typedAnswerQuestions)) {
      return jsonResponse({
        questions: questions.map(
          ({ question_id, question }) => ({ question_id, question, mediaFile: null, mediaType: null })),
        answers: [],
        score: 0,
        finished: false,
      });
    }
    if (at === path(api.typedAnswerAnswer) && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { question_id: string; answer: string };
      sent.push(body);
      const question = questions.find((q) => q.question_id === body.question_id);
      if (!question) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      const correct = judgeTypedAnswer(body.answer, { answer: question.answer, alternatives: [] }, language) === 'correct';
      answers.set(question.question_id, { text: body.answer, correct });
      const score = [...answers.values()].filter((a) => a.correct).length * 5;
      return jsonResponse({
        questionId: question.question_id,
        correct,
        points: correct ? 5 : 0,
        score,
        finished: answers.size === questions.length,
        rank: 1,
        rightAnswer: question.answer,
      });
    }
    if (at === path(api.typedAnswerReport)) {
      return jsonResponse({
        questions: questions.map((q) => ({
          question_id: q.question_id,
          question: q.question,
          answer: q.answer,
          my_answer: answers.get(q.question_id)?.text ?? null,
          correct: answers.get(q.question_id)?.correct ?? false,
          points: answers.get(q.question_id)?.correct ? 5 : 0,
        })),
        score: [...answers.values()].filter((a) => a.correct).length * 5,
        rank: 1,
      });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  return { fetch, sent };
}

async function typeAndSubmit(text: string) {
  const field = await screen.findByTestId('typed-field');
  fireEvent.change(field, { target: { value: text } });
  await act(async () => {
    fireEvent.submit(field.closest('form') as HTMLFormElement);
  });
}

describe('a daily type-the-answer game', () => {
  it('asks one question at a time in a field that types as written, and locks each answer with its verdict', async () => {
    const server = fakeServer();
    await renderApp(<AppRouter />, { path: '/game/typed-answer/g1', user: guestPlayer, fetch: server.fetch });

    const card = await screen.findByTestId('typed-question');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Which planet is red?');
    expect(within(card).getByText('Question 1 of 2')).toBeTruthy();
    const field = within(card).getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement;
    expect(field.getAttribute('autocapitalize')).toBe('off');
    expect(field.getAttribute('autocorrect')).toBe('off');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(field.getAttribute('enterkeyhint')).toBe('done');
    expect(field.lang).toBe('en');
    expect(field.dir).toBe('ltr');
    expect(field.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading', { level: 2 }).id);

    // Wrong: the verdict, and the right answer the server told.
    await typeAndSubmit('  venus ');
    const feedback = await screen.findByTestId('typed-feedback');
    expect(feedback.dataset.verdict).toBe('wrong');
    expect(screen.getByTestId('typed-right-answer').textContent).toBe('Learn: the right answer is Mars');
    expect(server.sent).toEqual([{ question_id: 'q1', answer: 'venus' }]);
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('venus');
    expect(screen.queryByTestId('typed-submit')).toBeNull();
    expect(screen.getByTestId('typed-progress').querySelector('[data-state="wrong"]')?.textContent).toContain('Question 1: wrong');

    // Right, in another case and without the space: the shared rule's verdict.
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(screen.getByText('Question 2 of 2')).toBeTruthy());
    await typeAndSubmit('pacific-OCEAN');
    await waitFor(() => expect(screen.getByTestId('typed-feedback').dataset.verdict).toBe('right'));
    expect(screen.getByTestId('typed-feedback').textContent).toContain('Right! +5 points');
    expect(screen.queryByTestId('typed-right-answer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'See your result' }));
    const result = await screen.findByTestId('typed-result');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('1/2 right');
    expect(within(result).getByTestId('result-score').textContent).toBe('5');
    expect(within(result).getByRole('link', { name: 'See the answers' }).getAttribute('href')).toBe('/game/typed-answer/g1/answers');
  });

  it('sends nothing when the field holds no letter or digit, and says to type an answer', async () => {
    const server = fakeServer();
    await renderApp(<AppRouter />, { path: '/game/typed-answer/g1', user: guestPlayer, fetch: server.fetch });
    await typeAndSubmit(' - ');
    expect((await screen.findByRole('alert')).textContent).toBe('Type an answer first: a word or a few words.');
    expect(screen.getByTestId('typed-field').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);
    expect(screen.queryByTestId('typed-feedback')).toBeNull();
  });

  it('types an Arabic game right to left in Arabic, and judges it by the Arabic rule', async () => {
    const server = fakeServer('Arabic', [{ question_id: 'q1', question: 'ما عاصمة مصر؟', answer: 'القاهرة' }]);
    await renderApp(<AppRouter />, { path: '/game/typed-answer/g1', user: guestPlayer, fetch: server.fetch });
    const field = (await screen.findByTestId('typed-field')) as HTMLInputElement;
    expect(field.lang).toBe('ar');
    expect(field.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 2 }).getAttribute('dir')).toBe('rtl');
    await typeAndSubmit('القاهره');
    await waitFor(() => expect(screen.getByTestId('typed-feedback').dataset.verdict).toBe('wrong'));
    expect(within(screen.getByTestId('typed-right-answer')).getByText('القاهرة').getAttribute('dir')).toBe('rtl');
  });
});
