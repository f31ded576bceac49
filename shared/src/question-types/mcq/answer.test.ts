import { describe, expect, it } from 'vitest';
import { judgeMcqAnswer } from './answer.ts';

const question = { answer: 'New Delhi', options: ['Mumbai', 'Kolkata', 'Café'] };

describe('judging a multiple-choice answer', () => {
  it.each([
    ['the right answer', 'New Delhi', 'correct'],
    ['the right answer with spaces around it', '  New Delhi ', 'correct'],
    ['a wrong option', 'Mumbai', 'wrong'],
    ['a wrong option in another Unicode form (decomposed é)', 'Cafe\u0301', 'wrong'],
    ['text that is none of the choices', 'x', 'notAChoice'],
    ['a choice in other letter case', 'mumbai', 'notAChoice'],
    ['two choices at once', 'Mumbai, New Delhi', 'notAChoice'],
  ] as const)('%s', (_name, answer, verdict) => {
    expect(judgeMcqAnswer(answer, question)).toBe(verdict);
  });
});
