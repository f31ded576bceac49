import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { InStepReveal } from './in-step-reveal.tsx';
import { type TypedAnswerQuestion, TypedQuestionCard } from './typed-question-card.tsx';

// An in-step "type the answer" question's reveal, and its answer locking in before it.

afterEach(cleanup);

const question: TypedAnswerQuestion = { question_id: 'q1', question: 'Which planet is red?', mediaFile: null, mediaType: null };

const revealWith = (me: Partial<QuestionReveal['me']>, counts = [
  { choice: 'Mars', count: 5 },
  { choice: 'Venus', count: 3 },
  { choice: 'Jupiter', count: 2 },
]): QuestionReveal => ({
  gameId: 'g1',
  question: 0,
  opensAt: 0,
  locksAt: 8_000,
  closesAt: 10_000,
  questionId: 'q1',
  answer: 'Mars',
  counts,
  me: { chosen: null, correct: false, points: 0, score: 0, rank: null, ...me },
  top: [],
  players: 12,
});

type Dir = 'ltr' | 'rtl';
type Rank = number | null;

async function renderReveal(reveal: QuestionReveal, rankBefore: Rank = null, lang = 'en', dir: Dir = 'ltr') {
  await renderApp(
    <InStepReveal
      question={question}
      number={1}
      total={3}
      reveal={reveal}
      rankBefore={rankBefore}
      lang={lang}
      dir={dir}
    />,
  );
  return screen.findByTestId('in-step-reveal');
}

describe('an in-step typed reveal', () => {
  it('shows the right answer with how many got it, the wrong answers most typed with their counts, and the points', async () => {
    const reveal = await renderReveal(revealWith({ chosen: 'mars', correct: true, points: 9, score: 9, rank: 1 }), 3);
    const right = within(reveal).getByTestId('in-step-right');
    expect(right.textContent).toContain('Right answer');
    expect(right.textContent).toContain('Mars');
    expect(right.textContent).toContain('Got it right: 5 of 12');
    const wrong = within(reveal).getAllByTestId('in-step-wrong');
    expect(wrong.map((row) => row.dataset.count)).toEqual(['3', '2']);
    expect(wrong.map((row) => row.querySelector('bdi')?.textContent)).toEqual(['Venus', 'Jupiter']);
    expect(within(wrong[0] as HTMLElement).getByText('Typed by: 3')).toBeTruthy();
    expect(within(reveal).getByRole('heading', { level: 3 }).textContent).toBe('Wrong answers most typed');
    expect(within(reveal).getByTestId('in-step-mine').textContent).toBe('You typed: mars');
    expect(screen.getByTestId('in-step-verdict').dataset.verdict).toBe('right');
    expect(screen.getByTestId('in-step-rank-moved').textContent).toContain('Up 2');
    expect(screen.queryByTestId('in-step-learn')).toBeNull();
  });

  it('speaks the verdict once: the moment is the only live region, and says the right answer after a wrong one', async () => {
    await renderReveal(revealWith({ chosen: 'Venus', correct: false, score: 4, rank: 4 }), 2);
    const live = screen.getAllByRole('status');
    expect(live).toHaveLength(1);
    expect(live[0]?.textContent).toContain('Wrong');
    expect(live[0]?.textContent).toContain('Learn: the right answer is Mars');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    // The player's own wrong answer is marked among the most typed.
    const venus = screen.getAllByTestId('in-step-wrong')[0];
    expect(venus?.className).toContain('typed-reveal__row--mine');
    expect(screen.getByTestId('in-step-rank-moved').textContent).toContain('Down 2');
  });

  it('says no answer was given, still teaches the right one, and shows no wrong answers when none was common', async () => {
    await renderReveal(revealWith({}, [{ choice: 'Mars', count: 0 }]));
    expect(screen.getByTestId('in-step-verdict').dataset.verdict).toBe('none');
    expect(screen.getByRole('status').textContent).toContain('No answer');
    expect(screen.getByTestId('in-step-learn').textContent).toContain('Mars');
    expect(screen.getByTestId('in-step-right').textContent).toContain('Got it right: 0 of 12');
    expect(screen.queryAllByTestId('in-step-wrong')).toHaveLength(0);
    expect(screen.queryByTestId('in-step-mine')).toBeNull();
  });

  it('writes the answers in the game’s language and direction, and takes the focus to the question', async () => {
    await renderReveal(revealWith({ chosen: 'Venus', correct: false }), null, 'ar', 'rtl');
    for (const row of [screen.getByTestId('in-step-right'), ...screen.getAllByTestId('in-step-wrong')]) {
      const text = row.querySelector('bdi');
      expect(text?.getAttribute('lang')).toBe('ar');
      expect(text?.getAttribute('dir')).toBe('rtl');
    }
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: question.question }));
  });
});

describe('an in-step typed question before its reveal', () => {
  it('keeps the answer locked in, read-only, and says the verdict comes when the time is up', async () => {
    await renderApp(
      <TypedQuestionCard
        question={question}
        number={1}
        total={3}
        pending={null}
        locked={null}
        lockedIn="Mars"
        closed={false}
        onSubmit={() => undefined}
        language="English"
        lang="en"
        dir="ltr"
      />,
    );
    const field = (await screen.findByTestId('typed-field')) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('Mars');
    expect(screen.queryByTestId('typed-submit')).toBeNull();
    expect(screen.getByTestId('typed-locked-in').textContent).toBe('Locked in. The answer comes when the time is up.');
    expect(screen.queryByTestId('typed-feedback')).toBeNull();
  });
});
