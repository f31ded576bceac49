import { describe, expect, it } from 'vitest';
import { correctWords, entriesProblem, placementCells } from './krisskross-answers.ts';

const placements = [
  { questionId: 'apple', row: 0, col: 0, direction: 'Across' as const, answer: 'APPLE' },
  { questionId: 'pear', row: 0, col: 1, direction: 'Down' as const, answer: 'PEAR' },
];

const fill = (word: string, row: number, col: number, down = false) =>
  [...word].map((letter, i) => ({ row: down ? row + i : row, col: down ? col : col + i, letter }));

describe('correctWords', () => {
  it('accepts words typed in any case and refuses a wrong letter', () => {
    const entries = [...fill('apple', 0, 0), ...fill('eaR', 1, 1, true)];
    expect(correctWords(placements, entries, 'English')).toEqual(['apple', 'pear']);
    const wrong = entries.map((e) => (e.row === 3 ? { ...e, letter: 'T' } : e));
    expect(correctWords(placements, wrong, 'English')).toEqual(['apple']);
  });

  it('compares whole Malayalam letters after NFC', () => {
    const word = [{ questionId: 'm', row: 0, col: 0, direction: 'Across' as const, answer: 'കിളി' }];
    const cells = placementCells(word[0] as (typeof word)[0]);
    expect(cells.map((c) => c.letter)).toEqual(['കി', 'ളി']);
    expect(correctWords(word, cells, 'Malayalam')).toEqual(['m']);
  });
});

describe('entriesProblem', () => {
  const grid = new Set(['0,0', '0,1']);
  it('refuses cells outside the grid, twice given, or holding more than a letter', () => {
    expect(entriesProblem([{ row: 5, col: 5, letter: 'A' }], grid)).toBe('Cell 5,5 is not part of this grid');
    expect(entriesProblem([{ row: 0, col: 0, letter: 'A' }, { row: 0, col: 0, letter: 'B' }], grid)).toBe(
      'Cell 0,0 is given twice',
    );
    expect(entriesProblem([{ row: 0, col: 0, letter: 'AB' }], grid)).toBe('Cell 0,0 must hold one letter');
    expect(entriesProblem([{ row: 0, col: 0, letter: '\u0D3F' }], grid)).toBe('Cell 0,0 must hold one letter');
    expect(entriesProblem([{ row: 0, col: 0, letter: 'കി' }, { row: 0, col: 1, letter: '' }], grid)).toBeNull();
  });
});
