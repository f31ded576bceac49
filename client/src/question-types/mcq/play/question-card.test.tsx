import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { AnswerTile } from './answer-tile.tsx';
import { type LockedChoice, type McqQuestion, QuestionCard } from './question-card.tsx';

// The answer tiles: four big tiles, each with its own shape and key number besides its colour; keys 1 to 4
// answer (never while typing in a field), and the chosen tile says in words that it is sent or locked in.

afterEach(cleanup);

const question: McqQuestion = {
  question_id: 'q1',
  question: 'Which planet is red?',
  choices: ['Mars', 'Venus', 'Earth', 'Jupiter'],
  mediaFile: null,
  mediaType: null,
};

async function renderCard(props: { pending?: string | null; locked?: LockedChoice | null; closed?: boolean } = {}) {
  const onChoose = vi.fn<(choice: string) => void>();
  await renderApp(
    <>
      <input aria-label="search" />
      <QuestionCard
        question={question}
        number={1}
        total={10}
        choices={question.choices}
        pending={props.pending ?? null}
        locked={props.locked ?? null}
        closed={props.closed ?? false}
        onChoose={onChoose}
        lang="en"
        dir="ltr"
      />
    </>,
  );
  const tiles = within(await screen.findByRole('list', { name: 'Choices' })).getAllByRole('button');
  return { onChoose, tiles };
}

function press(key: string, target: Element | Window = window) {
  act(() => {
    fireEvent.keyDown(target, { key });
  });
}

describe('answer tiles', () => {
  it('gives each of the four tiles its own shape and key number', async () => {
    const { tiles } = await renderCard();
    expect(tiles.map((tile) => tile.dataset.shape)).toEqual(['triangle', 'diamond', 'circle', 'square']);
    expect(tiles.map((tile) => tile.querySelector('.mcq-tile__key')?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(tiles.map((tile) => tile.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3', '4']);
    expect(tiles.every((tile) => tile.querySelector('svg path') !== null)).toBe(true);
  });

  it('answers with keys 1 to 4', async () => {
    const { onChoose } = await renderCard();
    press('3');
    expect(onChoose).toHaveBeenCalledWith('Earth');
    press('٤');
    expect(onChoose).toHaveBeenLastCalledWith('Jupiter');
  });

  it('does not answer with a key typed in a text field, a key beyond 4, or a modified key', async () => {
    const { onChoose } = await renderCard();
    press('2', screen.getByRole('textbox', { name: 'search' }));
    press('5');
    act(() => {
      fireEvent.keyDown(window, { key: '1', ctrlKey: true });
    });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('does not answer with a key once the answer is sent or the time is up', async () => {
    const sent = await renderCard({ pending: 'Mars' });
    press('2');
    expect(sent.onChoose).not.toHaveBeenCalled();
    cleanup();
    const closed = await renderCard({ closed: true });
    press('2');
    expect(closed.onChoose).not.toHaveBeenCalled();
  });

  it('says in words that the chosen tile is being sent', async () => {
    const { tiles } = await renderCard({ pending: 'Venus' });
    const [, venus] = tiles;
    expect(venus?.dataset.state).toBe('pending');
    expect(venus?.querySelector('[data-testid="mcq-tile-state"]')?.textContent).toBe('Sending...');
    expect(tiles.every((tile) => (tile as HTMLButtonElement).disabled)).toBe(true);
  });

  it('says in words that the chosen tile is locked in, and its verdict', async () => {
    const { tiles } = await renderCard({ locked: { answer: 'Venus', correct: false, points: 0 } });
    const [, venus] = tiles;
    expect(venus?.dataset.state).toBe('wrong');
    expect(venus?.querySelector('[data-testid="mcq-tile-state"]')?.textContent).toContain('Locked in · wrong');
    expect(tiles.filter((tile) => tile.querySelector('[data-testid="mcq-tile-state"]'))).toHaveLength(1);
  });

  it('says "Locked in" on a tile stored without its verdict yet', async () => {
    await renderApp(<AnswerTile index={0} choice="Mars" state="locked" disabled onChoose={() => undefined} lang="en" dir="ltr" />);
    const tile = await screen.findByRole('button', { name: /Mars/ });
    expect(within(tile).getByTestId('mcq-tile-state').textContent).toBe('Locked in');
  });
});

describe('a locked wrong answer', () => {
  it('shows the right answer when the server told it, and only then', async () => {
    await renderCard({ locked: { answer: 'Venus', correct: false, points: 0, rightAnswer: 'Mars' } });
    expect((await screen.findByTestId('mcq-right-answer')).textContent).toBe('Learn: the right answer is Mars');
    cleanup();
    await renderCard({ locked: { answer: 'Venus', correct: false, points: 0, rightAnswer: null } });
    await screen.findByTestId('mcq-feedback');
    expect(screen.queryByTestId('mcq-right-answer')).toBeNull();
  });
});

describe('the focus on a new question', () => {
  it('goes to the question text when the last question took the focus away with it', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await renderCard();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Which planet is red?' }));
  });

  it('stays where the player put it', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    await renderCard();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
