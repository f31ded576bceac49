import { describe, expect, it } from 'vitest';
import { puzzleScripts } from './scripts.ts';
import { correctWords, entriesProblem, judgeTypedWord, KRISSKROSS_ANSWER_MESSAGES, placementCells } from './answers.ts';

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
  const latin = puzzleScripts(['APPLE']);
  const malayalam = puzzleScripts(['കിളി']);
  it('refuses cells outside the grid, twice given, or holding more than a letter', () => {
    expect(entriesProblem([{ row: 5, col: 5, letter: 'A' }], grid, latin)).toBe('Cell 5,5 is not part of this grid');
    expect(entriesProblem([{ row: 0, col: 0, letter: 'A' }, { row: 0, col: 0, letter: 'B' }], grid, latin)).toBe(
      'Cell 0,0 is given twice',
    );
    expect(entriesProblem([{ row: 0, col: 0, letter: 'AB' }], grid, latin)).toBe('Cell 0,0 must hold one letter');
    expect(entriesProblem([{ row: 0, col: 0, letter: '\u0D3F' }], grid, malayalam)).toBe('Cell 0,0 must hold one letter');
    expect(entriesProblem([{ row: 0, col: 0, letter: 'കി' }, { row: 0, col: 1, letter: '' }], grid, malayalam)).toBeNull();
  });

  it('refuses a square holding anything but a letter of the puzzle\'s script', () => {
    const notLetters = `Cell 0,0: ${KRISSKROSS_ANSWER_MESSAGES.notLetters}`;
    for (const letter of [';', '=', '1', '+', '@', 'Ж', 'കി']) {
      expect(entriesProblem([{ row: 0, col: 0, letter }], grid, latin)).toBe(notLetters);
    }
    expect(entriesProblem([{ row: 0, col: 0, letter: 'ß' }], grid, latin)).toBeNull();
  });
});

describe('judgeTypedWord', () => {
  const english = { language: 'English' as const, scripts: puzzleScripts(['APPLE', 'NEW YORK']) };
  it.each([
    ['the answer', 'apple', 'APPLE', 'correct'],
    ['another word of letters', 'pearl', 'APPLE', 'wrong'],
    ['a word with its space', 'New York', 'NEW YORK', 'correct'],
    ['a formula after a separator', ';=HYPERLINK("x")', 'APPLE', 'notLetters'],
    ['a formula', '=1+1', 'APPLE', 'notLetters'],
    ['digits', 'APPLE1', 'APPLE', 'notLetters'],
    ['a tab', 'NEW\tYORK', 'NEW YORK', 'notLetters'],
    ['letters of another script', 'АPPLE', 'APPLE', 'notLetters'],
  ] as const)('%s', (_, typed, answer, verdict) => {
    expect(judgeTypedWord(typed, answer, english)).toBe(verdict);
  });
});
