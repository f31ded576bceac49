import { describe, expect, it } from 'vitest';
import { answersShareText, gameLink } from './answers-share-text.ts';

describe('the shared result of a game of questions', () => {
  const labels = {
    summary: (right: number, total: number) => `${right}/${total} right`,
    streak: (days: number) => `🔥 Streak: ${days} ${days === 1 ? 'day' : 'days'}`,
  };

  it('has the name, right and wrong per question in order, how many right, the streak and the link; no answer', () => {
    const text = answersShareText(
      { gameName: 'Capitals', answers: [true, false, true], streak: 1, url: gameLink('https://plw.example', 'Mcq', 'q 1') },
      labels,
    );
    expect(text).toBe(['Capitals', '🟩🟥🟩', '2/3 right', '🔥 Streak: 1 day', 'https://plw.example/game/mcq/q%201'].join('\n'));
  });

  it('links each type to its own play page', () => {
    expect(gameLink('https://plw.example', 'Typed_answer', 't1')).toBe('https://plw.example/game/typed-answer/t1');
  });

  it('leaves the streak out when it is not known', () => {
    const text = answersShareText({ gameName: 'Capitals', answers: [false], streak: null, url: 'u' }, labels);
    expect(text).toBe(['Capitals', '🟥', '0/1 right', 'u'].join('\n'));
  });
});
