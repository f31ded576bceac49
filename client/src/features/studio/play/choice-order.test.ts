import { describe, expect, it } from 'vitest';
import { choiceOrder } from './choice-order.ts';

describe('choiceOrder', () => {
  it('keeps every choice, in the same order each time for the same question', () => {
    const choices = ['Berlin', 'Munich', 'Hamburg', 'Bonn'];
    const order = choiceOrder('q1', choices);
    expect([...order].sort()).toEqual([...choices].sort());
    expect(choiceOrder('q1', choices)).toEqual(order);
  });
});
