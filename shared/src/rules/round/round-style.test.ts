import { describe, expect, it } from 'vitest';
import { KRISSKROSS_ROUND_RULES } from '../../question-types/krisskross/round-rules.ts';
import { defaultRoundStyle, playsInStep, roundStyleProblem } from './round-style.ts';

describe('round styles', () => {
  it.each([
    ['Mcq', 'IN_STEP', null, true],
    ['Mcq', 'FREE', null, false],
    ['Kriss_kross_puzzle', 'FREE', null, false],
    ['Kriss_kross_puzzle', 'IN_STEP', KRISSKROSS_ROUND_RULES.freeOnly, false],
  ] as const)('a %s game set to %s: refused with %j, plays in step: %s', (type, style, problem, inStep) => {
    expect(roundStyleProblem(type, style)).toBe(problem);
    expect(playsInStep({ type, round_style: style })).toBe(inStep);
  });

  it('offers questions in step first for quizzes, and free for kriss-kross', () => {
    expect(defaultRoundStyle('Mcq')).toBe('IN_STEP');
    expect(defaultRoundStyle('Kriss_kross_puzzle')).toBe('FREE');
  });
});
