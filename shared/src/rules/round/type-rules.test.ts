import { describe, expect, expectTypeOf, it } from 'vitest';
import { canPlayInStep, inStepQuestions, type InStepType } from './type-rules.ts';

type Questions = { type: 'Mcq'; questions: string[] } | { type: 'Kriss_kross_puzzle'; grid: string };

describe('question types in live rounds', () => {
  it('lets a quiz and typed answers play in step and keeps a kriss-kross grid free, its crossing words opening at once', () => {
    expect(canPlayInStep('Mcq')).toBe(true);
    expect(canPlayInStep('Typed_answer')).toBe(true);
    expect(canPlayInStep('Kriss_kross_puzzle')).toBe(false);
    expectTypeOf<InStepType>().toEqualTypeOf<'Mcq' | 'Typed_answer'>();
  });

  it("narrows a round's questions to the in-step type's own questions", () => {
    const quiz: Questions = { type: 'Mcq', questions: ['q1'] };
    const grid: Questions = { type: 'Kriss_kross_puzzle', grid: 'AB' };
    expect(inStepQuestions(quiz)).toBe(true);
    expect(inStepQuestions(grid)).toBe(false);
    const either = [quiz, grid][0] as Questions;
    if (inStepQuestions(either)) expectTypeOf(either).toEqualTypeOf<{ type: 'Mcq'; questions: string[] }>();
  });
});
