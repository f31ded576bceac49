import { describe, expect, it } from 'vitest';
import { answerKeyIndex } from './answer-keys.ts';

describe('answer keys', () => {
  it.each([
    ['1', 0],
    ['4', 3],
    ['٣', 2],
    ['۲', 1],
    ['१', 0],
    ['5', null],
    ['0', null],
    ['a', null],
    ['Enter', null],
  ])('key %s answers choice %s', (key, index) => {
    expect(answerKeyIndex(key)).toBe(index);
  });
});
