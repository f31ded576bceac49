import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order.ts';

describe('movedOrder', () => {
  it.each([
    [['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    [['a'], 0, 0, ['a']],
  ])('moves %j from %i to %i', (ids, from, to, expected) => {
    expect(movedOrder(ids, from, to)).toEqual(expected);
  });
});
