import type { HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostRound, NOW, TOP } from '../../../features/host/host-fixtures.ts';
import { HostScreen } from '../../../features/host/host-screen.tsx';
import { type HostEvent, hostReducer, type HostState, hostStateOf } from '../../../features/host/host-state.ts';
import type { HostActions } from '../../../features/host/use-host-actions.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { creator } from '../../../test/session-fixtures.ts';

// "Type the answer" on the host's big screen: the question with the call to the phones and the answers coming in
// (nothing to choose among, nothing of the answer), then the reveal's show: the answer with how many got it, and
// the wrong answers several players typed, each with its count, in the game's own language and direction.

afterEach(cleanup);

const TYPED_ROUND = hostRound({ game_type: 'Typed_answer', game_name: 'Typed capitals' });

function typedQuestion(question = 0): QuestionOpen {
  return {
    gameId: 'game1',
    question,
    opensAt: NOW - 5_000,
    locksAt: NOW + 15_000,
    closesAt: NOW + 20_000,
    item: { question_id: `q${question}`, question: 'What is the capital of France?', mediaFile: null, mediaType: null },
  };
}

function typedReveal(counts: HostReveal['counts'], answer = 'Paris'): HostReveal {
  return {
    roundId: 'round1',
    questionId: 'q0',
    question: 0,
    opensAt: NOW - 20_000,
    locksAt: NOW - 1_000,
    closesAt: NOW + 4_000,
    answer,
    counts,
    top: TOP,
    players: 6,
  };
}

const started: HostEvent = { type: 'starting', startsAt: NOW - 10_000, endsAt: NOW + 65_000 };
const figures = (answered: number): HostEvent => ({
  type: 'figures',
  figures: { roundId: 'round1', players: 6, connected: 6, question: 0, answered, top: TOP, progress: [], words: 0 },
});

async function renderScreen(events: HostEvent[], round = TYPED_ROUND) {
  const state: HostState = events.reduce(hostReducer, hostStateOf(round));
  const actions = {
    busy: null,
    start: vi.fn<HostActions['start']>(),
    next: vi.fn<HostActions['next']>(),
    end: vi.fn<HostActions['end']>(),
    remove: vi.fn<HostActions['remove']>(),
    names: vi.fn<HostActions['names']>(),
    lateSeats: vi.fn<HostActions['lateSeats']>(),
    autoAdvance: vi.fn<HostActions['autoAdvance']>(),
  } satisfies HostActions;
  await renderApp(<HostScreen round={round} state={state} now={() => NOW} actions={actions} status="online" />, {
    path: '/host/round1',
    user: creator,
  });
}

const REVEAL_COUNTS = [
  { choice: 'Paris', count: 3 },
  { choice: 'Lyon', count: 2 },
  { choice: 'Marseille', count: 2 },
];

describe('a typed-answer question on the big screen', () => {
  it('shows the question large, calls the room to their phones and counts the answers in, with nothing to choose', async () => {
    await renderScreen([started, { type: 'question', question: typedQuestion() }, figures(4)]);
    const question = await screen.findByTestId('host-question');
    expect(within(question).getByRole('heading', { level: 2 }).textContent).toBe('What is the capital of France?');
    expect(question.textContent).toContain('Question 1 of 3');
    expect(within(question).getByTestId('typed-host-prompt').textContent).toContain('Type your answer on your phone');
    const answered = within(question).getByTestId('host-answered');
    expect(answered.dataset.answered).toBe('4');
    expect(answered.textContent).toBe('4Answers in (of 6)');
    expect(within(question).queryAllByTestId('host-choice')).toEqual([]);
    expect(question.textContent).not.toContain('The answer');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('reveals the answer big with how many got it, then the common wrong answers with their counts', async () => {
    await renderScreen([started, { type: 'question', question: typedQuestion() }, { type: 'reveal', reveal: typedReveal(REVEAL_COUNTS) }]);
    const reveal = await screen.findByTestId('host-reveal');
    expect(within(reveal).getByRole('heading', { level: 2 }).textContent).toBe('What is the capital of France?');
    const answer = within(reveal).getByTestId('typed-host-answer');
    expect(answer.dataset.count).toBe('3');
    expect(within(answer).getByTestId('typed-host-answer-text').textContent).toBe('Paris');
    expect(answer.textContent).toContain('✓ The answer');
    expect(answer.textContent).toContain('3 of 6 got it right');
    const wrong = within(reveal).getByRole('region', { name: 'Most common wrong answers' });
    const lines = within(wrong).getAllByTestId('typed-host-wrong');
    expect(lines.map((line) => [line.textContent, line.dataset.count])).toEqual([
      ['✗Lyontyped by 2', '2'],
      ['✗Marseilletyped by 2', '2'],
    ]);
    expect(within(reveal).getAllByTestId('typed-host-wrong-bar')).toHaveLength(2);
    expect(within(reveal).getAllByTestId('typed-host-right-bar')).toHaveLength(1);
    // The top five beside it, as for every in-step reveal.
    expect(within(screen.getByTestId('host-top')).getAllByTestId('host-top-line')).toHaveLength(5);
  });

  it('says so when no wrong answer was typed by more than one player', async () => {
    await renderScreen([started, { type: 'reveal', reveal: typedReveal([{ choice: 'Paris', count: 0 }]) }]);
    const reveal = await screen.findByTestId('host-reveal');
    expect(within(reveal).getByTestId('typed-host-answer').textContent).toContain('0 of 6 got it right');
    expect(within(reveal).queryAllByTestId('typed-host-wrong')).toEqual([]);
    expect(reveal.textContent).toContain('No wrong answer was typed by more than one player.');
    // Opened after the question did: its text is not known, the reveal shows all the same.
    expect(within(reveal).queryByRole('heading', { level: 2 })).toBeNull();
  });

  it("writes the game's own text in its language and direction (an Arabic game on an English screen)", async () => {
    const round = hostRound({ game_type: 'Typed_answer', language: 'Arabic' });
    const counts = [{ choice: 'القاهرة', count: 4 }, { choice: 'الاسكندرية', count: 2 }];
    const arabic = { ...typedQuestion(), item: { ...typedQuestion().item, question: 'ما عاصمة مصر؟' } };
    await renderScreen([started, { type: 'question', question: arabic }, { type: 'reveal', reveal: typedReveal(counts, 'القاهرة') }], round);
    const reveal = await screen.findByTestId('host-reveal');
    const answer = within(reveal).getByTestId('typed-host-answer-text');
    expect([answer.getAttribute('lang'), answer.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const wrong = within(reveal).getByText('الاسكندرية');
    expect([wrong.getAttribute('lang'), wrong.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(reveal).getByRole('heading', { level: 2 }).getAttribute('dir')).toBe('rtl');
  });

  it.each([
    ['question', [started, { type: 'question', question: typedQuestion() }, figures(2)] as HostEvent[], 'host-question'],
    ['reveal', [started, { type: 'question', question: typedQuestion() }, { type: 'reveal', reveal: typedReveal(REVEAL_COUNTS) }] as HostEvent[], 'host-reveal'],
  ])('has no violations axe can see in the %s', async (_moment, events, testId) => {
    await renderScreen(events);
    await screen.findByTestId(testId);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
