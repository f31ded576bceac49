import { describe, expect, it } from 'vitest';
import { buildGridModel, type GridModel } from './grid-model.ts';
import {
  arrowMove,
  cellsToEntries,
  entriesToCells,
  initialPlayState,
  type PlayAction,
  type PlayState,
  reducePlay,
  selectedWord,
} from './play-state.ts';

// A small grid:        C A T .      1 Across CAT at row 0, 2 Down ARM at column 1,
//                      . R . .      3 Across EMIT at row 2; ARM crosses CAT and EMIT.
//                      E M I T
const model: GridModel = buildGridModel(
  {
    rows: 3,
    cols: 4,
    cells: [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 1, col: 1 },
      { row: 2, col: 0 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 2, col: 3 },
    ],
    placements: [
      { question_id: 'arm', number: 2, row: 0, col: 1, direction: 'Down', length: 3 },
      { question_id: 'cat', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
      { question_id: 'emit', number: 3, row: 2, col: 0, direction: 'Across', length: 4 },
    ],
  },
  ['cat', 'emit', 'arm'],
);

function play(actions: PlayAction[], state: PlayState = initialPlayState(model)): PlayState {
  return actions.reduce((current, action) => reducePlay(model, current, action), state);
}

const down = { direction: 'Down', step: 1 } as const;
const letters = (state: PlayState) => Object.fromEntries(state.entries);
const cursor = ({ selection }: PlayState) => selection && [selection.row, selection.col, selection.direction];

describe('grid model', () => {
  it('lists the words in clue order and numbers the cells that start them', () => {
    expect(model.words.map((word) => word.questionId)).toEqual(['cat', 'emit', 'arm']);
    expect(Object.fromEntries(model.numbers)).toEqual({ '0,0': 1, '0,1': 2, '2,0': 3 });
    expect(model.wordsAt.get('0,1')).toMatchObject({ Across: { questionId: 'cat' }, Down: { questionId: 'arm' } });
  });
});

describe('typing', () => {
  it('starts on the first clue and fills its word letter by letter, staying on its last cell', () => {
    const state = play([{ type: 'type', text: 'c' }, { type: 'type', text: 'at' }]);
    expect(letters(state)).toEqual({ '0,0': 'c', '0,1': 'a', '0,2': 't' });
    expect(cursor(state)).toEqual([0, 2, 'Across']);
  });

  it('puts a vowel sign typed on its own with the letter before it, without moving on', () => {
    const state = play([{ type: 'type', text: 'क' }, { type: 'type', text: 'ि' }]);
    expect(letters(state)).toEqual({ '0,0': 'कि' });
    expect(cursor(state)).toEqual([0, 1, 'Across']);
  });

  it('builds a Malayalam conjunct typed key by key in one cell', () => {
    const state = play(['ആ', 'പ', '്', 'പ', 'ി', 'ൾ'].map((text) => ({ type: 'type', text })));
    expect(letters(state)).toEqual({ '0,0': 'ആ', '0,1': 'പ്പി', '0,2': 'ൾ' });
  });

  it('keeps a Tamil consonant with pulli apart from the next one, as Unicode does', () => {
    const state = play(['ப', '்', 'ப'].map((text) => ({ type: 'type', text })));
    expect(letters(state)).toEqual({ '0,0': 'ப்', '0,1': 'ப' });
  });

  it('fills a whole word typed at once through an input method, one grapheme per cell', () => {
    const state = play([{ type: 'selectWord', questionId: 'emit' }, { type: 'type', text: 'വാഴപ്പഴം' }]);
    expect(letters(state)).toEqual({ '2,0': 'വാ', '2,1': 'ഴ', '2,2': 'പ്പ', '2,3': 'ഴം' });
  });

  it('adds a mark typed after moving to the letter under the cursor, and drops a mark with no letter', () => {
    const typed = play([{ type: 'type', text: 'क' }, { type: 'move', direction: 'Across', step: -1 }]);
    expect(letters(play([{ type: 'type', text: 'ा' }], typed))).toEqual({ '0,0': 'का' });
    const empty = play([{ type: 'move', direction: 'Across', step: 1 }, { type: 'type', text: 'ा' }], typed);
    expect(letters(empty)).toEqual({ '0,0': 'क' });
  });

  it('ignores spaces, digits and punctuation', () => {
    expect(letters(play([{ type: 'type', text: ' 1,' }]))).toEqual({});
  });

  it('backspace clears the cursor cell, then steps back through the word', () => {
    const typed = play([{ type: 'type', text: 'CA' }]);
    expect(cursor(typed)).toEqual([0, 2, 'Across']);
    const once = play([{ type: 'backspace' }], typed);
    expect(letters(once)).toEqual({ '0,0': 'C' });
    expect(cursor(once)).toEqual([0, 1, 'Across']);
    const twice = play([{ type: 'backspace' }], once);
    expect(letters(twice)).toEqual({});
    expect(cursor(twice)).toEqual([0, 0, 'Across']);
  });

  it('a new letter after backspace takes the cell instead of joining the one before', () => {
    const state = play([{ type: 'type', text: 'क' }, { type: 'backspace' }, { type: 'type', text: 'ख' }]);
    expect(letters(state)).toEqual({ '0,0': 'ख' });
  });
});

describe('typing around the fixed letters of words locked in a live round', () => {
  const fixed = new Set(['0,0', '0,1', '0,2']);
  const withCat = initialPlayState(model, new Map([['0,0', 'C'], ['0,1', 'A'], ['0,2', 'T']]));
  const playFixed = (actions: PlayAction[], state: PlayState) =>
    actions.reduce((current, action) => reducePlay(model, current, action, fixed), state);

  it('fills only the free cells when the missing letters are typed', () => {
    const arm = playFixed([{ type: 'selectWord', questionId: 'arm' }, { type: 'type', text: 'RM' }], withCat);
    expect(letters(arm)).toMatchObject({ '0,1': 'A', '1,1': 'R', '2,1': 'M' });
  });

  it('passes over a fixed cell when the whole word is typed, its own letter included', () => {
    const arm = playFixed([{ type: 'type', text: 'arm' }], {
      ...withCat,
      selection: { row: 0, col: 1, direction: 'Down' },
    });
    expect(letters(arm)).toMatchObject({ '0,1': 'A', '1,1': 'r', '2,1': 'm' });
  });

  it('never changes or deletes a fixed letter', () => {
    const state = playFixed(
      [{ type: 'type', text: 'DOG' }, { type: 'backspace' }, { type: 'delete' }],
      withCat,
    );
    expect(letters(state)).toEqual({ '0,0': 'C', '0,1': 'A', '0,2': 'T' });
  });
});

describe('selection', () => {
  it('a second tap on a crossing turns the direction; a tap elsewhere keeps it when it can', () => {
    const tapped = play([{ type: 'tapCell', cell: { row: 0, col: 1 } }]);
    expect(cursor(tapped)).toEqual([0, 1, 'Across']);
    const turned = play([{ type: 'tapCell', cell: { row: 0, col: 1 } }], tapped);
    expect(cursor(turned)).toEqual([0, 1, 'Down']);
    expect(selectedWord(model, turned)?.questionId).toBe('arm');
    expect(cursor(play([{ type: 'tapCell', cell: { row: 0, col: 1 } }], turned))).toEqual([0, 1, 'Across']);
  });

  it('a tap on a cell with one word takes that word\'s direction, a second tap changes nothing', () => {
    const state = play([{ type: 'tapCell', cell: { row: 1, col: 1 } }]);
    expect(cursor(state)).toEqual([1, 1, 'Down']);
    expect(cursor(play([{ type: 'tapCell', cell: { row: 1, col: 1 } }], state))).toEqual([1, 1, 'Down']);
  });

  it('a tap outside the cells changes nothing', () => {
    expect(cursor(play([{ type: 'tapCell', cell: { row: 1, col: 3 } }]))).toEqual([0, 0, 'Across']);
  });

  it('Tab and Shift+Tab go through the clues in order, wrapping, to the first square of the word', () => {
    const typed = play([{ type: 'selectWord', questionId: 'emit' }, { type: 'type', text: 'E' }]);
    expect(cursor(play([{ type: 'previousWord' }, { type: 'nextWord' }], typed))).toEqual([2, 0, 'Across']);
    expect(cursor(play([{ type: 'nextWord' }], typed))).toEqual([0, 1, 'Down']);
    expect(cursor(play([{ type: 'nextWord' }, { type: 'nextWord' }], typed))).toEqual([0, 0, 'Across']);
    expect(cursor(play([{ type: 'previousWord' }]))).toEqual([0, 1, 'Down']);
  });

  it('selects a full word at its first cell', () => {
    const full = play([{ type: 'type', text: 'CAT' }, { type: 'nextWord' }, { type: 'previousWord' }]);
    expect(cursor(full)).toEqual([0, 0, 'Across']);
  });
});

describe('arrow keys', () => {
  it('across the current direction first turn at a crossing, then move', () => {
    const atCrossing = play([{ type: 'tapCell', cell: { row: 0, col: 1 } }]);
    const turned = play([{ type: 'move', ...down }], atCrossing);
    expect(cursor(turned)).toEqual([0, 1, 'Down']);
    expect(cursor(play([{ type: 'move', ...down }], turned))).toEqual([1, 1, 'Down']);
  });

  it('jump over gaps to the next cell on the line, taking the direction it has', () => {
    const state = play([{ type: 'tapCell', cell: { row: 0, col: 2 } }, { type: 'move', ...down }]);
    expect(cursor(state)).toEqual([2, 2, 'Across']);
  });

  it('stay put at the edge', () => {
    expect(cursor(play([{ type: 'move', direction: 'Across', step: -1 }]))).toEqual([0, 0, 'Across']);
  });

  it('map to steps by the grid\'s direction: in Arabic column 0 is at the right', () => {
    expect(arrowMove('ArrowRight', false)).toEqual({ direction: 'Across', step: 1 });
    expect(arrowMove('ArrowRight', true)).toEqual({ direction: 'Across', step: -1 });
    expect(arrowMove('ArrowLeft', true)).toEqual({ direction: 'Across', step: 1 });
    expect(arrowMove('ArrowUp', true)).toEqual({ direction: 'Down', step: -1 });
    expect(arrowMove('a', false)).toBeNull();
  });
});

describe('entries and the server', () => {
  it('turns entries into cells and back, dropping empty letters', () => {
    const state = play([{ type: 'type', text: 'CAT' }]);
    const cells = entriesToCells(state.entries);
    expect(cells).toContainEqual({ row: 0, col: 2, letter: 'T' });
    expect(cellsToEntries([...cells, { row: 2, col: 0, letter: '' }])).toEqual(state.entries);
  });
});
