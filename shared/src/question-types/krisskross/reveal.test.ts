import { describe, expect, it } from 'vitest';
import { revealedOf } from '../../rules/play-reveals.ts';
import { checkWord, gridSolved, scoredWords, withRevealed } from './reveal.ts';

describe('revealed kriss-kross words', () => {
  it('score nothing, even when typed right', () => {
    expect(scoredWords(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
    expect(scoredWords(['a'], [])).toEqual(['a']);
    expect(scoredWords([], ['a'])).toEqual([]);
  });

  it('still solve the grid when typed right: solved is every word right, revealed or not', () => {
    expect(gridSolved(['a', 'b', 'c'], 3)).toBe(true);
    expect(gridSolved(['a', 'b'], 3)).toBe(false);
    expect(gridSolved(['a', 'a', 'b'], 3)).toBe(false);
    expect(gridSolved([], 0)).toBe(false);
  });

  it('are kept once each, as a JSON list on the play', () => {
    expect(revealedOf(null)).toEqual([]);
    expect(revealedOf('["q1","q2"]')).toEqual(['q1', 'q2']);
    expect(withRevealed(['q1'], 'q1')).toEqual(['q1']);
    expect(withRevealed(['q1'], 'q2')).toEqual(['q1', 'q2']);
  });
});

describe('checking a word', () => {
  const placement = { questionId: 'q', row: 1, col: 2, direction: 'Down' as const, answer: 'APPLE' };

  it('marks each typed square right or wrong, and empty squares empty', () => {
    expect(checkWord(placement, ['a', 'X', '', 'L'], 'English')).toEqual([
      { row: 1, col: 2, mark: 'right' },
      { row: 2, col: 2, mark: 'wrong' },
      { row: 3, col: 2, mark: 'empty' },
      { row: 4, col: 2, mark: 'right' },
      { row: 5, col: 2, mark: 'empty' },
    ]);
  });

  it('compares whole letters of other scripts', () => {
    const malayalam = { ...placement, direction: 'Across' as const, answer: 'മാങ്ങ' };
    const marks = checkWord(malayalam, ['മാ', 'ങ്ങ'], 'Malayalam').map((cell) => cell.mark);
    expect(marks).toEqual(['right', 'right']);
  });
});
