import type { CellPosition, GridModel } from './grid-model.ts';

// Where cells sit on screen. Columns count from the start edge of a line, so a right-to-left grid is drawn
// mirrored: column 0 at the right.

const MAX_CELL = 56;
const MIN_CELL = 20;

/** The side of a cell, in CSS pixels, so the whole grid fits the space it has. */
export function cellSizeFor(model: Pick<GridModel, 'rows' | 'cols'>, width: number, height: number): number {
  const fit = Math.floor(Math.min(width / model.cols, height / model.rows, MAX_CELL));
  return Math.max(MIN_CELL, fit);
}

/** The top-left corner of a cell. */
export function cellOrigin(model: Pick<GridModel, 'cols'>, cell: CellPosition, size: number, rtl: boolean) {
  const column = rtl ? model.cols - 1 - cell.col : cell.col;
  return { x: column * size, y: cell.row * size };
}

/** The cell under a point of the drawn grid, whether or not the grid has a cell there; null outside it. */
export function cellAtPoint(
  model: Pick<GridModel, 'rows' | 'cols'>,
  point: { x: number; y: number },
  size: number,
  rtl: boolean,
): CellPosition | null {
  const row = Math.floor(point.y / size);
  const column = Math.floor(point.x / size);
  if (row < 0 || column < 0 || row >= model.rows || column >= model.cols) return null;
  return { row, col: rtl ? model.cols - 1 - column : column };
}
