import type { Direction } from '@plw/shared/constants';
import {
  type CellPosition,
  type GridModel,
  type GridWord,
  isCell,
  keyOf,
  otherDirection,
  wordAt,
} from './grid-model.ts';
import { extendLetter, isMarkOnly, typedPieces } from './typed-text.ts';

// Playing the grid, as a pure reducer: where the cursor is, which way it writes, and what is in each cell.

export interface Selection extends CellPosition {
  direction: Direction;
}

export interface PlayState {
  /** The cursor cell and the direction typing goes; null only for a grid without words. */
  selection: Selection | null;
  /** Letter per cell key ("row,col"); a cell with no entry is empty. */
  entries: ReadonlyMap<string, string>;
  /** The cell the last typed letter went into while typing goes on: a vowel sign typed next joins it. */
  lastTyped: string | null;
  /** When `lastTyped` is a fixed cell typed over: what was typed of its letter so far (its marks follow). */
  typedOverFixed?: string;
}

export type PlayAction =
  | { type: 'type'; text: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  /** One step along a line of the grid, towards higher (1) or lower (-1) rows or columns. */
  | { type: 'move'; direction: Direction; step: 1 | -1 }
  | { type: 'nextWord' }
  | { type: 'previousWord' }
  | { type: 'tapCell'; cell: CellPosition }
  | { type: 'selectWord'; questionId: string }
  | { type: 'restore'; entries: ReadonlyMap<string, string> };

export function initialPlayState(model: GridModel, entries: ReadonlyMap<string, string> = new Map()): PlayState {
  const first = model.words[0];
  return {
    selection: first ? { ...startOf(first), direction: first.direction } : null,
    entries,
    lastTyped: null,
  };
}

/** The word the cursor is in, in its direction. */
export function selectedWord(model: GridModel, state: PlayState): GridWord | undefined {
  const { selection } = state;
  return selection ? wordAt(model, selection, selection.direction) : undefined;
}

const NO_CELLS: ReadonlySet<string> = new Set();

/**
 * The next state after an action.
 *
 * Typing writes the letter under the cursor and moves on along the word, so a whole word typed from its first
 * square lands letter for letter, whatever crossings already fill some of its squares: a crossing letter that
 * matches is written again (no change), one that differs is the player's correction and is replaced. The word never
 * shifts, and the next letter of the word never lands on a crossing.
 *
 * `fixed` cells (letters known right: words locked in a live round, checked right or revealed) are never replaced:
 * their own letter typed again (or its first part, as a phonetic keyboard sends it) passes over them; another letter
 * is taken as the word's next missing letter and goes to the next free cell. Deleting leaves them.
 */
export function reducePlay(
  model: GridModel,
  state: PlayState,
  action: PlayAction,
  fixed: ReadonlySet<string> = NO_CELLS,
): PlayState {
  const { selection } = state;
  if (!selection) return state;
  switch (action.type) {
    case 'type':
      return typeText(model, state, selection, action.text, fixed);
    case 'backspace':
      return backspace(model, state, selection, fixed);
    case 'delete':
      if (fixed.has(keyOf(selection))) return { ...state, lastTyped: null };
      return { ...state, entries: without(state.entries, keyOf(selection)), lastTyped: null };
    case 'move':
      return { ...state, selection: moved(model, selection, action.direction, action.step), lastTyped: null };
    case 'nextWord':
    case 'previousWord': {
      const words = model.words;
      const current = words.indexOf(selectedWord(model, state) as GridWord);
      const step = action.type === 'nextWord' ? 1 : -1;
      const target = words[(current + step + words.length) % words.length];
      return target ? selectWord(state, target) : state;
    }
    case 'tapCell':
      return { ...state, selection: tapped(model, selection, action.cell), lastTyped: null };
    case 'selectWord': {
      const target = model.words.find((word) => word.questionId === action.questionId);
      return target ? selectWord(state, target) : state;
    }
    case 'restore':
      return { ...state, entries: action.entries, lastTyped: null };
  }
}

function typeText(
  model: GridModel,
  state: PlayState,
  selection: Selection,
  text: string,
  fixed: ReadonlySet<string>,
): PlayState {
  const entries = new Map(state.entries);
  let { lastTyped, typedOverFixed } = state;
  let cursor: Selection = selection;
  for (const piece of typedPieces(text)) {
    const overFixed = lastTyped !== null && fixed.has(lastTyped);
    const previous = lastTyped === null ? undefined : overFixed ? typedOverFixed : entries.get(lastTyped);
    const joined = previous === undefined ? null : extendLetter(previous, piece);
    if (joined !== null && lastTyped !== null) {
      // The rest of a fixed letter typed over (its vowel sign, its conjunct) is already there.
      if (overFixed) typedOverFixed = joined;
      else entries.set(lastTyped, joined);
      continue;
    }
    if (isMarkOnly(piece)) {
      // A mark with no letter just typed belongs to the letter already under the cursor, if it fits one.
      const cursorKey = keyOf(cursor);
      const underCursor = fixed.has(cursorKey) ? undefined : entries.get(cursorKey);
      const extended = underCursor === undefined ? null : extendLetter(underCursor, piece);
      if (extended !== null) {
        entries.set(cursorKey, extended);
        lastTyped = cursorKey;
      }
      continue;
    }
    if (fixed.has(keyOf(cursor))) {
      // On a fixed cell, its own letter typed again just moves on (the whole word typed over); another letter goes
      // to the next free cell of the word (only the missing letters typed), if there is one.
      if (startsLetter(entries.get(keyOf(cursor)), piece)) {
        lastTyped = keyOf(cursor);
        typedOverFixed = piece;
        cursor = { ...cursor, ...nextInWord(model, cursor, 1) };
        continue;
      }
      cursor = { ...cursor, ...pastFixed(model, cursor, fixed) };
      if (fixed.has(keyOf(cursor))) continue;
    }
    const cursorKey = keyOf(cursor);
    entries.set(cursorKey, piece);
    lastTyped = cursorKey;
    cursor = { ...cursor, ...nextInWord(model, cursor, 1) };
  }
  return { selection: cursor, entries, lastTyped, ...(typedOverFixed === undefined ? {} : { typedOverFixed }) };
}

function backspace(model: GridModel, state: PlayState, selection: Selection, fixed: ReadonlySet<string>): PlayState {
  const key = keyOf(selection);
  if (state.entries.has(key) && !fixed.has(key)) {
    return { ...state, entries: without(state.entries, key), lastTyped: null };
  }
  const previous = nextInWord(model, selection, -1);
  return {
    selection: { ...selection, ...previous },
    entries: fixed.has(keyOf(previous)) ? state.entries : without(state.entries, keyOf(previous)),
    lastTyped: null,
  };
}

/** Whether a typed piece is a cell's letter, or the start of it (ക of കി, typed before its vowel sign). */
function startsLetter(letter: string | undefined, piece: string): boolean {
  if (letter === undefined) return false;
  const whole = letter.normalize('NFC').toLocaleLowerCase();
  const typed = piece.normalize('NFC').toLocaleLowerCase();
  return whole === typed || (whole.startsWith(typed) && extendLetter(typed, whole.slice(typed.length)) !== null);
}

/** The cursor moved on past fixed cells along its word, as far as the word's last cell. */
function pastFixed(model: GridModel, selection: Selection, fixed: ReadonlySet<string>): CellPosition {
  let cursor: Selection = selection;
  while (fixed.has(keyOf(cursor))) {
    const next = nextInWord(model, cursor, 1);
    if (next.row === cursor.row && next.col === cursor.col) break;
    cursor = { ...cursor, ...next };
  }
  return cursor;
}

/** The neighbouring cell of the selected word, or the cell itself at the word's end. */
function nextInWord(model: GridModel, selection: Selection, step: 1 | -1): CellPosition {
  const word = wordAt(model, selection, selection.direction);
  if (!word) return selection;
  const index = word.cells.findIndex((cell) => cell.row === selection.row && cell.col === selection.col);
  return word.cells[index + step] ?? selection;
}

/** A tap on the cursor cell at a crossing turns the direction; a tap elsewhere moves there. */
function tapped(model: GridModel, selection: Selection, cell: CellPosition): Selection {
  if (!isCell(model, cell)) return selection;
  const same = cell.row === selection.row && cell.col === selection.col;
  const turned = otherDirection(selection.direction);
  if (same) return wordAt(model, cell, turned) ? { ...cell, direction: turned } : selection;
  return { ...cell, direction: wordAt(model, cell, selection.direction) ? selection.direction : turned };
}

/**
 * An arrow key: across the current direction it first turns to that direction when the cursor cell has a word
 * that way; otherwise it moves to the nearest cell along the line, jumping over gaps.
 */
function moved(model: GridModel, selection: Selection, direction: Direction, step: 1 | -1): Selection {
  if (direction !== selection.direction && wordAt(model, selection, direction)) return { ...selection, direction };
  const limit = direction === 'Across' ? model.cols : model.rows;
  for (let distance = 1; distance < limit; distance += 1) {
    const cell = {
      row: direction === 'Down' ? selection.row + step * distance : selection.row,
      col: direction === 'Across' ? selection.col + step * distance : selection.col,
    };
    if (cell.row < 0 || cell.col < 0 || cell.row >= model.rows || cell.col >= model.cols) break;
    if (isCell(model, cell)) {
      return { ...cell, direction: wordAt(model, cell, direction) ? direction : otherDirection(direction) };
    }
  }
  return selection;
}

function selectWord(state: PlayState, word: GridWord): PlayState {
  return { ...state, selection: { ...startOf(word), direction: word.direction }, lastTyped: null };
}

/**
 * Where typing starts in a selected word: always its first square, even when a crossing already fills it. Starting
 * at the first empty square instead would shift a whole word typed from its start by one square.
 */
function startOf(word: GridWord): CellPosition {
  const [first] = word.cells;
  if (!first) throw new Error(`word ${word.questionId} has no cells`);
  return first;
}

function without(entries: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!entries.has(key)) return entries;
  const next = new Map(entries);
  next.delete(key);
  return next;
}

/** The step an arrow key makes on screen: in a right-to-left grid column 0 is at the right. */
export function arrowMove(key: string, rtl: boolean): { direction: Direction; step: 1 | -1 } | null {
  switch (key) {
    case 'ArrowUp':
      return { direction: 'Down', step: -1 };
    case 'ArrowDown':
      return { direction: 'Down', step: 1 };
    case 'ArrowLeft':
      return { direction: 'Across', step: rtl ? 1 : -1 };
    case 'ArrowRight':
      return { direction: 'Across', step: rtl ? -1 : 1 };
    default:
      return null;
  }
}

/** The entries as the server stores them. */
export function entriesToCells(entries: ReadonlyMap<string, string>): { row: number; col: number; letter: string }[] {
  return Array.from(entries, ([key, letter]) => {
    const [row = 0, col = 0] = key.split(',').map(Number);
    return { row, col, letter };
  });
}

/** The server's cells as entries, keeping only what a cell may hold. */
export function cellsToEntries(cells: readonly { row: number; col: number; letter: string }[]): Map<string, string> {
  return new Map(cells.filter((cell) => cell.letter !== '').map((cell) => [keyOf(cell), cell.letter]));
}
