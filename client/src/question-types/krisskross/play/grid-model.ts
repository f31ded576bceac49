import type { Direction } from '@plw/shared/constants';
import { cellKey } from '@plw/shared/question-types/krisskross/answers';

// The grid as the play screen thinks about it: its cells, its words in clue order, and which words pass
// through each cell. Built once from what the server sends; pure, so selection and typing are testable.

export interface CellPosition {
  row: number;
  col: number;
}

export interface GridWord {
  questionId: string;
  number: number;
  direction: Direction;
  /** The cells the answer fills, first letter first. */
  cells: readonly CellPosition[];
}

export interface GridModel {
  rows: number;
  cols: number;
  cells: readonly CellPosition[];
  /** Every word, in the order the clues are listed. */
  words: readonly GridWord[];
  /** The clue number printed in each cell that starts a word. */
  numbers: ReadonlyMap<string, number>;
  /** The Across and Down words through each cell. */
  wordsAt: ReadonlyMap<string, Partial<Record<Direction, GridWord>>>;
}

export interface GridSource {
  rows: number;
  cols: number;
  cells: readonly CellPosition[];
  placements: readonly {
    question_id: string;
    number: number;
    row: number;
    col: number;
    direction: Direction;
    length: number;
  }[];
}

export const keyOf = (cell: CellPosition) => cellKey(cell.row, cell.col);

/** The model of a grid; `clueOrder` lists question ids as the clue list shows them. */
export function buildGridModel(grid: GridSource, clueOrder: readonly string[]): GridModel {
  const rank = new Map(clueOrder.map((id, index) => [id, index]));
  const words = grid.placements
    .map((placement): GridWord => ({
      questionId: placement.question_id,
      number: placement.number,
      direction: placement.direction,
      cells: Array.from({ length: placement.length }, (_, i) => ({
        row: placement.direction === 'Down' ? placement.row + i : placement.row,
        col: placement.direction === 'Across' ? placement.col + i : placement.col,
      })),
    }))
    .sort((a, b) => (rank.get(a.questionId) ?? Infinity) - (rank.get(b.questionId) ?? Infinity));

  const numbers = new Map<string, number>();
  const wordsAt = new Map<string, Partial<Record<Direction, GridWord>>>();
  for (const word of words) {
    const [first] = word.cells;
    if (first) numbers.set(keyOf(first), word.number);
    for (const cell of word.cells) {
      const key = keyOf(cell);
      wordsAt.set(key, { ...wordsAt.get(key), [word.direction]: word });
    }
  }
  return { rows: grid.rows, cols: grid.cols, cells: grid.cells, words, numbers, wordsAt };
}

export function wordAt(model: GridModel, cell: CellPosition, direction: Direction): GridWord | undefined {
  return model.wordsAt.get(keyOf(cell))?.[direction];
}

export function otherDirection(direction: Direction): Direction {
  return direction === 'Across' ? 'Down' : 'Across';
}

export function isCell(model: GridModel, cell: CellPosition): boolean {
  return model.wordsAt.has(keyOf(cell));
}
