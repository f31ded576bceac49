import { describe, expect, it } from 'vitest';
import { buildGridModel, type GridModel } from './grid-model.ts';
import { initialPlayState, type PlayAction, type PlayState, reducePlay } from './play-state.ts';

// A whole word typed into a clue whose squares crossings already fill: it lands letter for letter from its first
// square, with a crossing at its start, in its middle and at its end, in English, Arabic and Malayalam.
//
//   S . . E        3 Across (the word) at row 1, columns 0-3. Crossed by 1 Down (S) ending on its first square,
//   S W M E        4 Down (M) starting on its third and 2 Down (E) ending on its last.
//   . . M .
const model: GridModel = buildGridModel(
  {
    rows: 3,
    cols: 4,
    cells: [
      { row: 0, col: 0 },
      { row: 0, col: 3 },
      { row: 1, col: 0 },
      { row: 1, col: 1 },
      { row: 1, col: 2 },
      { row: 1, col: 3 },
      { row: 2, col: 2 },
    ],
    placements: [
      { question_id: 'start', number: 1, row: 0, col: 0, direction: 'Down', length: 2 },
      { question_id: 'end', number: 2, row: 0, col: 3, direction: 'Down', length: 2 },
      { question_id: 'word', number: 3, row: 1, col: 0, direction: 'Across', length: 4 },
      { question_id: 'middle', number: 4, row: 1, col: 2, direction: 'Down', length: 2 },
    ],
  },
  ['word', 'start', 'end', 'middle'],
);

const WORD = ['1,0', '1,1', '1,2', '1,3'];

interface Case {
  language: string;
  word: string[];
  start: string[];
  middle: string[];
  end: string[];
}

// Each crossing shares a letter with the word: start's last, middle's first, end's last.
const cases: Case[] = [
  { language: 'English', word: ['S', 'E', 'A', 'T'], start: ['I', 'S'], middle: ['A', 'M'], end: ['A', 'T'] },
  { language: 'Arabic', word: ['ك', 'ت', 'ا', 'ب'], start: ['ل', 'ك'], middle: ['ا', 'ب'], end: ['ح', 'ب'] },
  {
    language: 'Malayalam',
    word: ['വാ', 'ഴ', 'പ്പ', 'ഴം'],
    start: ['ദേ', 'വാ'],
    middle: ['പ്പ', 'ൽ'],
    end: ['പ', 'ഴം'],
  },
];

function run(actions: PlayAction[], state: PlayState, fixed?: ReadonlySet<string>): PlayState {
  return actions.reduce((current, action) => reducePlay(model, current, action, fixed), state);
}

const typeWord = (questionId: string, text: string): PlayAction[] => [
  { type: 'selectWord', questionId },
  { type: 'type', text },
];
const lettersOf = (state: PlayState, keys: readonly string[]) => keys.map((key) => state.entries.get(key) ?? '');
const crossings = ({ start, middle, end }: Case): PlayAction[] => [
  ...typeWord('start', start.join('')),
  ...typeWord('middle', middle.join('')),
  ...typeWord('end', end.join('')),
];
const crossingCells = (state: PlayState) => ({
  start: lettersOf(state, ['0,0', '1,0']),
  middle: lettersOf(state, ['1,2', '2,2']),
  end: lettersOf(state, ['0,3', '1,3']),
});

describe.each(cases)('a whole $language word typed over its crossings', (testCase) => {
  const filled = run(crossings(testCase), initialPlayState(model));

  it('opens the clue at its first square though a crossing fills it', () => {
    const selected = run([{ type: 'selectWord', questionId: 'word' }], filled);
    expect(selected.selection).toEqual({ row: 1, col: 0, direction: 'Across' });
  });

  it('lands letter for letter, typed at once (as an input method commits it)', () => {
    const state = run(typeWord('word', testCase.word.join('')), filled);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
    expect(crossingCells(state)).toEqual(crossingCells(filled));
  });

  it('lands letter for letter, typed letter by letter', () => {
    const keys: PlayAction[] = testCase.word.map((text) => ({ type: 'type', text }));
    const state = run([{ type: 'selectWord', questionId: 'word' }, ...keys], filled);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
    expect(crossingCells(state)).toEqual(crossingCells(filled));
  });

  it('lands letter for letter, typed code point by code point (vowel signs and viramas on their own keys)', () => {
    const keys: PlayAction[] = [...testCase.word.join('')].map((text) => ({ type: 'type', text }));
    const state = run([{ type: 'selectWord', questionId: 'word' }, ...keys], filled);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
  });

  it('replaces a crossing letter the word disagrees with (the player\'s correction), the rest unshifted', () => {
    // The middle crossing was typed with the end's letter in its first square: the word corrects it.
    const wrong = run(typeWord('middle', [testCase.end[1] ?? '', testCase.middle[1] ?? ''].join('')), filled);
    const state = run(typeWord('word', testCase.word.join('')), wrong);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
  });

  it('passes over fixed crossings (locked, checked right) that match, never changing them', () => {
    const fixed = new Set(['0,0', '1,0', '1,2', '2,2', '0,3', '1,3']);
    const keys: PlayAction[] = [...testCase.word.join('')].map((text) => ({ type: 'type', text }));
    const state = run([{ type: 'selectWord', questionId: 'word' }, ...keys], filled, fixed);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
    expect(crossingCells(state)).toEqual(crossingCells(filled));
  });

  it('with fixed crossings, takes only the missing letters too', () => {
    const fixed = new Set(['0,0', '1,0', '1,2', '2,2', '0,3', '1,3']);
    const missing = [testCase.word[1], ...testCase.word.slice(4)].join('');
    const state = run(typeWord('word', missing), filled, fixed);
    expect(lettersOf(state, WORD)).toEqual(testCase.word);
  });
});
