import { describe, expect, it } from 'vitest';
import { buildGridModel } from './grid-model.ts';
import { completedWords, frozenCells, lockedVerdicts } from './live-words.ts';

// FIG Across on row 0, FOE Down from its first cell: they share 0,0.
const model = buildGridModel(
  {
    rows: 3,
    cols: 3,
    cells: [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 1, col: 0 },
      { row: 2, col: 0 },
    ],
    placements: [
      { question_id: 'fig', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
      { question_id: 'foe', number: 1, row: 0, col: 0, direction: 'Down', length: 3 },
    ],
  },
  ['fig', 'foe'],
);

const letters = (pairs: Record<string, string>) => new Map(Object.entries(pairs));

describe('a kriss-kross played live', () => {
  it('sends a word once all its cells hold a letter, as typed, and only once', () => {
    const entries = letters({ '0,0': 'F', '0,1': 'I', '0,2': 'G', '1,0': 'O' });
    expect(completedWords(model, entries, new Set())).toEqual([{ questionId: 'fig', answer: 'FIG' }]);
    expect(completedWords(model, entries, new Set(['fig']))).toEqual([]);
  });

  it('sends a crossing word completed by the same letter too, and a wrong word as it stands', () => {
    const entries = letters({ '0,0': 'F', '0,1': 'I', '0,2': 'G', '1,0': 'O', '2,0': 'X' });
    expect(completedWords(model, entries, new Set(['fig']))).toEqual([{ questionId: 'foe', answer: 'FOX' }]);
  });

  it('marks the cells of locked words, a right word winning a shared cell', () => {
    const verdicts = lockedVerdicts(model, new Map([['fig', { correct: true }], ['foe', { correct: false }]]));
    expect(verdicts.get('0,0')).toBe('right');
    expect(verdicts.get('0,2')).toBe('right');
    expect(verdicts.get('1,0')).toBe('wrong');
    expect(lockedVerdicts(model, new Map([['foe', { correct: false }]])).has('0,1')).toBe(false);
  });

  it('fixes the letters of every word sent, crossings included', () => {
    expect([...frozenCells(model, new Set(['fig']))].sort()).toEqual(['0,0', '0,1', '0,2']);
    expect(frozenCells(model, new Set(['fig', 'foe'])).size).toBe(5);
    expect(frozenCells(model, new Set()).size).toBe(0);
  });
});
