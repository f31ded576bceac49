import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { InStepReveal } from './in-step-reveal.tsx';
import { type McqQuestion, QuestionCard } from './question-card.tsx';

// An in-step question's reveal, and its tiles locking in before it.

afterEach(cleanup);

const question: McqQuestion = {
  question_id: 'q1',
  question: 'Which planet is red?',
  choices: ['Mars', 'Venus', 'Earth', 'Jupiter'],
  mediaFile: null,
  mediaType: null,
};

const revealWith = (me: Partial<QuestionReveal['me']>): QuestionReveal => ({
  gameId: 'g1',
  question: 0,
  opensAt: 0,
  locksAt: 8_000,
  closesAt: 10_000,
  questionId: 'q1',
  answer: 'Mars',
  counts: [
    { choice: 'Mars', count: 5 },
    { choice: 'Venus', count: 2 },
    { choice: 'Earth', count: 0 },
    { choice: 'Jupiter', count: 1 },
  ],
  me: { chosen: null, correct: false, points: 0, score: 0, rank: null, ...me },
  top: [],
  players: 8,
});

async function renderReveal(reveal: QuestionReveal, rankBefore: number | null = null) {
  await renderApp(
    <InStepReveal question={question} number={1} total={3} choices={['Venus', 'Mars', 'Jupiter', 'Earth']} reveal={reveal} rankBefore={rankBefore} lang="en" dir="ltr" />,
  );
  return screen.getAllByTestId('in-step-choice');
}

describe('an in-step reveal', () => {
  it('marks the right answer and the own right choice in words, counts each choice, and shows the points earned', async () => {
    const rows = await renderReveal(revealWith({ chosen: 'Mars', correct: true, points: 9, score: 9, rank: 1 }), 3);
    expect(rows.map((row) => row.dataset.count)).toEqual(['2', '5', '1', '0']);
    const [, mars = document.body] = rows;
    expect(mars.dataset.right).toBe('true');
    expect(within(mars).getByText(/Right answer/)).toBeTruthy();
    expect(within(mars).getByText(/Your choice/)).toBeTruthy();
    expect(within(mars).getByText('Chosen by: 5')).toBeTruthy();
    expect(rows.filter((row) => within(row).queryByText(/Right answer/))).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Right! +9 points');
    expect(screen.queryByTestId('in-step-learn')).toBeNull();
    expect(screen.getByTestId('in-step-rank-moved').textContent).toContain('Up 2');
  });

  it('shows a wrong answer the right one in a Learn line, with the own choice marked apart from it', async () => {
    const rows = await renderReveal(revealWith({ chosen: 'Venus', correct: false, score: 4, rank: 4 }), 2);
    const [venus = document.body] = rows;
    expect(within(venus).getByText(/Your choice/)).toBeTruthy();
    expect(within(venus).queryByText(/Right answer/)).toBeNull();
    expect(screen.getByTestId('in-step-learn').textContent).toBe('Learn: the right answer is Mars');
    expect(screen.getByRole('status').textContent).toContain('Wrong');
    expect(screen.getByTestId('in-step-rank-moved').textContent).toContain('Down 2');
  });

  it('says no answer was given, and still teaches the right one', async () => {
    const rows = await renderReveal(revealWith({}));
    expect(rows.some((row) => within(row).queryByText(/Your choice/))).toBe(false);
    expect(screen.getByTestId('in-step-verdict').dataset.verdict).toBe('none');
    expect(screen.getByRole('status').textContent).toContain('No answer');
    expect(screen.getByTestId('in-step-learn').textContent).toContain('Mars');
  });

  it('skips the bars growing in on any key: each stands at once at its share of the most chosen', async () => {
    await renderReveal(revealWith({ chosen: 'Mars', correct: true }));
    const [venus] = screen.getAllByTestId('in-step-bar');
    expect(venus?.style.transform).not.toContain('scaleX(0.4)');
    fireEvent.keyDown(document, { key: 'Escape' });
    const [skipped] = screen.getAllByTestId('in-step-bar');
    expect(skipped?.style.transform).toContain('scaleX(0.4)');
  });

  it('takes the focus to the question when the reveal comes, the tiles having gone', async () => {
    await renderReveal(revealWith({ chosen: 'Mars', correct: true }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: question.question }));
  });
});

describe('an in-step question before its reveal', () => {
  it('marks the tile locked in, in words, and takes no other answer', async () => {
    await renderApp(
      <QuestionCard question={question} number={1} total={3} choices={question.choices} pending={null} locked={null} lockedIn="Earth" closed={false} onChoose={() => undefined} lang="en" dir="ltr" />,
    );
    const earth = screen.getByRole('button', { name: /Earth/ });
    expect(earth.dataset.state).toBe('locked');
    expect(earth.textContent).toContain('Locked in');
    expect((screen.getByRole('button', { name: /Mars/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('mcq-locked-in').textContent).toContain('The answer comes when the time is up');
  });
});
