import { describe, expect, it } from 'vitest';
import { dailyPoints } from '../scoring.ts';
import { dailyGridPoints, takeDailyAnswer } from './daily-answer.ts';

describe('a daily answer taken by the round rules', () => {
  const at = { gameScore: 10, elapsedMs: 4_000 };

  it('scores a right answer the daily points and a wrong one nothing, with when it came', () => {
    expect(takeDailyAnswer({ questionId: 'q1', answer: 'Paris', verdict: 'correct' }, at)).toEqual({
      taken: true,
      answer: { questionId: 'q1', answer: 'Paris', correct: true, points: dailyPoints(10), elapsedMs: 4_000 },
    });
    expect(takeDailyAnswer({ questionId: 'q1', answer: 'Rome', verdict: 'wrong' }, at)).toEqual({
      taken: true,
      answer: { questionId: 'q1', answer: 'Rome', correct: false, points: 0, elapsedMs: 4_000 },
    });
  });

  it.each([
    ['a text that is none of the choices', 'notAChoice', 'NOT_A_CHOICE'],
    ['a question the game does not have', undefined, 'UNKNOWN_QUESTION'],
  ] as const)('refuses %s', (_, verdict, refusal) => {
    expect(takeDailyAnswer({ questionId: 'q9', answer: 'x', verdict }, at)).toEqual({ taken: false, refusal });
  });
});

describe('a daily kriss-kross grid taken by the round rules', () => {
  const at = { gameScore: 7, elapsedMs: 90_000 };
  const words = ['w1', 'w2', 'w3', 'w4'];

  it.each([
    ['no word', [], 0],
    ['one word', ['w2'], 1],
    ['every word', words, 4],
  ] as const)('scores %s that counts the daily points of each, and nothing for the others', (_, scored, count) => {
    expect(dailyGridPoints(words, scored, at)).toBe(count * dailyPoints(7));
  });

  it('counts only the grid’s own words', () => {
    expect(dailyGridPoints(words, ['w1', 'elsewhere'], at)).toBe(dailyPoints(7));
  });
});
