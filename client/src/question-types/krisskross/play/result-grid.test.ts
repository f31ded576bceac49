import { describe, expect, it } from 'vitest';
import { buildGridModel } from './grid-model.ts';
import { answerEntries, cellVerdicts } from './result-grid.ts';

// ക്ക Across over two cells at row 0, and a Down word sharing its first cell.
const model = buildGridModel(
  {
    rows: 2,
    cols: 2,
    cells: [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 1, col: 0 },
    ],
    placements: [
      { question_id: 'across', number: 1, row: 0, col: 0, direction: 'Across', length: 2 },
      { question_id: 'down', number: 1, row: 0, col: 0, direction: 'Down', length: 2 },
    ],
  },
  ['across', 'down'],
);

describe('a finished grid', () => {
  it('marks cells of right words right, a crossing right when either word is, the rest wrong', () => {
    expect(Object.fromEntries(cellVerdicts(model, ['across']))).toEqual({ '0,0': 'right', '0,1': 'right', '1,0': 'wrong' });
    expect(Object.fromEntries(cellVerdicts(model, []))).toEqual({ '0,0': 'wrong', '0,1': 'wrong', '1,0': 'wrong' });
  });

  it('spells the answers into the cells one grapheme each', () => {
    const entries = answerEntries(model, [
      { question_id: 'across', answer: 'കക്ക' },
      { question_id: 'down', answer: 'കല' },
    ]);
    expect(Object.fromEntries(entries)).toEqual({ '0,0': 'ക', '0,1': 'ക്ക', '1,0': 'ല' });
  });
});
