import { describe, expect, it } from 'vitest';
import { checkLayout } from './check-layout.ts';
import type { KrissKrossLayout, KrissKrossQuestion } from './types.ts';

// The validator finds each way a layout can be broken, and nothing in a sound one.

const questions: KrissKrossQuestion[] = [
  { id: 'cat', answer: 'CAT', direction: 'Across' },
  { id: 'art', answer: 'ART', direction: 'Down' },
];

// C A T
// . R .
// . T .
function sound(): Pick<KrissKrossLayout, 'rows' | 'cols' | 'cells' | 'placements'> {
  return {
    rows: 3,
    cols: 3,
    cells: [
      { row: 0, col: 0, letter: 'C' },
      { row: 0, col: 1, letter: 'A' },
      { row: 0, col: 2, letter: 'T' },
      { row: 1, col: 1, letter: 'R' },
      { row: 2, col: 1, letter: 'T' },
    ],
    placements: [
      { questionId: 'cat', row: 0, col: 0, direction: 'Across', number: 1 },
      { questionId: 'art', row: 0, col: 1, direction: 'Down', number: 2 },
    ],
  };
}

describe('checkLayout', () => {
  it('finds nothing wrong with a sound layout', () => {
    expect(checkLayout(questions, sound())).toEqual([]);
  });

  it.each<[string, (l: ReturnType<typeof sound>) => void, RegExp]>([
    ['a question left out', (l) => l.placements.pop(), /art is not placed/],
    ['a direction changed', (l) => Object.assign(l.placements[0] ?? {}, { direction: 'Down', number: 1 }), /creator chose Across/],
    ['a letter that differs at a crossing', (l) => Object.assign(l.cells[1] ?? {}, { letter: 'O' }), /letter 2 should be "A"/],
    ['a lone vowel sign in a cell', (l) => Object.assign(l.cells[3] ?? {}, { letter: '\u093F' }), /not one whole letter/],
    ['two letters in one cell', (l) => Object.assign(l.cells[3] ?? {}, { letter: 'RT' }), /not one whole letter/],
    ['a stray letter after a word', (l) => l.cells.push({ row: 1, col: 2, letter: 'X' }), /belongs to no answer/],
    ['a word leaving the grid', (l) => Object.assign(l, { rows: 2 }), /leaves the grid/],
    ['a wrong clue number', (l) => Object.assign(l.placements[1] ?? {}, { number: 7 }), /numbered 7, expected 2/],
  ])('reports %s', (_, breakIt, problem) => {
    const layout = sound();
    breakIt(layout);
    expect(checkLayout(questions, layout).join('\n')).toMatch(problem);
  });

  it('reports words side by side that do not cross', () => {
    const side: KrissKrossQuestion[] = [
      { id: 'a', answer: 'AB', direction: 'Down' },
      { id: 'b', answer: 'CD', direction: 'Down' },
    ];
    const layout = {
      rows: 2,
      cols: 2,
      cells: [
        { row: 0, col: 0, letter: 'A' },
        { row: 0, col: 1, letter: 'C' },
        { row: 1, col: 0, letter: 'B' },
        { row: 1, col: 1, letter: 'D' },
      ],
      placements: [
        { questionId: 'a', row: 0, col: 0, direction: 'Down' as const, number: 1 },
        { questionId: 'b', row: 0, col: 1, direction: 'Down' as const, number: 2 },
      ],
    };
    expect(checkLayout(side, layout).join('\n')).toMatch(/touch side by side/);
  });

  it('reports two answers of one direction overlapping', () => {
    const overlap: KrissKrossQuestion[] = [
      { id: 'a', answer: 'CAT', direction: 'Across' },
      { id: 'b', answer: 'AT', direction: 'Across' },
    ];
    const layout = {
      rows: 1,
      cols: 3,
      cells: [
        { row: 0, col: 0, letter: 'C' },
        { row: 0, col: 1, letter: 'A' },
        { row: 0, col: 2, letter: 'T' },
      ],
      placements: [
        { questionId: 'a', row: 0, col: 0, direction: 'Across' as const, number: 1 },
        { questionId: 'b', row: 0, col: 1, direction: 'Across' as const, number: 2 },
      ],
    };
    expect(checkLayout(overlap, layout).join('\n')).toMatch(/overlaps another Across answer/);
  });

  it('lets auto mode choose directions', () => {
    const layout = sound();
    const flipped = questions.map((q) => ({ ...q, direction: q.direction === 'Across' ? ('Down' as const) : ('Across' as const) }));
    expect(checkLayout(flipped, layout, { auto: true })).toEqual([]);
  });
});
