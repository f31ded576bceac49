import type { CellPosition, GridModel } from './grid-model.ts';

// Where cells sit on screen, and how big they may be. Columns count from the start edge of a line, so a
// right-to-left grid is drawn mirrored: column 0 at the right.

/**
 * The smallest cell a grid opens with: a fingertip's target on a phone. Ten columns fit the narrowest phone's 320 px
 * (the grid takes a phone's whole width); a wider grid opens at this size and pans, and zooms beyond it.
 */
export const MIN_OPEN_CELL = 32;
/** The largest cell a grid opens with, however much room it has. */
const MAX_OPEN_CELL = 56;
/** Zoomed out, cells never go below this (the whole grid at a glance, still tappable with care). */
const MIN_ZOOM_CELL = 16;
/** Zoomed in, cells never go above this. */
const MAX_ZOOM_CELL = 72;
/** The longest side of the canvas in device pixels that phones' graphics reliably draw. */
const CANVAS_BUDGET = 4096;
/** Each press of zoom in or out scales the cells by this much. */
const ZOOM_STEP = 1.25;

/** The sizes of a cell, in CSS pixels, for a grid in a frame of the given size. */
export interface GridView {
  /** The size that shows the whole grid in the frame. */
  fit: number;
  /** The size the grid opens at: the fit, but never below MIN_OPEN_CELL (a larger grid pans then). */
  open: number;
  /** How far the player may zoom out and in. */
  min: number;
  max: number;
}

export function gridView(
  model: Pick<GridModel, 'rows' | 'cols'>,
  width: number,
  height: number,
  pixelRatio = 1,
): GridView {
  const fit = Math.max(1, Math.floor(Math.min(width / Math.max(1, model.cols), height / Math.max(1, model.rows))));
  const open = Math.min(MAX_OPEN_CELL, Math.max(MIN_OPEN_CELL, fit));
  const drawable = Math.floor(CANVAS_BUDGET / (Math.max(model.rows, model.cols, 1) * pixelRatio));
  return {
    fit,
    open,
    min: Math.max(MIN_ZOOM_CELL, Math.min(fit, open)),
    max: Math.max(open, Math.min(MAX_ZOOM_CELL, drawable)),
  };
}

/** A cell size kept within the view's zoom bounds. */
export function clampCell(view: GridView, size: number): number {
  return Math.min(view.max, Math.max(view.min, Math.round(size)));
}

/** The cell size one zoom step in (1) or out (-1), always a visible change until a bound is reached. */
export function zoomStep(view: GridView, size: number, step: 1 | -1): number {
  const scaled = step === 1 ? Math.max(size * ZOOM_STEP, size + 1) : Math.min(size / ZOOM_STEP, size - 1);
  return clampCell(view, scaled);
}

/** The clue numbers' type size: readable (10 px at least) at any zoom. */
export function numberSizeFor(cellSize: number): number {
  return Math.max(10, Math.round(cellSize * 0.26));
}

/** The top-left corner of a cell. */
export function cellOrigin(model: Pick<GridModel, 'cols'>, cell: CellPosition, size: number, rtl: boolean) {
  const column = rtl ? model.cols - 1 - cell.col : cell.col;
  return { x: column * size, y: cell.row * size };
}

/** The box around some cells (a word), in the drawn grid's coordinates. */
export function cellsBox(model: Pick<GridModel, 'cols'>, cells: readonly CellPosition[], size: number, rtl: boolean) {
  const origins = cells.map((cell) => cellOrigin(model, cell, size, rtl));
  const left = Math.min(...origins.map((o) => o.x));
  const top = Math.min(...origins.map((o) => o.y));
  const right = Math.max(...origins.map((o) => o.x)) + size;
  const bottom = Math.max(...origins.map((o) => o.y)) + size;
  return { left, top, width: right - left, height: bottom - top };
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

/**
 * How far the on-screen keyboard (or anything else the visual viewport leaves out) covers the bottom of the layout
 * viewport, in CSS pixels: where a bar meant to sit just above the keyboard goes.
 */
export function keyboardInset(layoutHeight: number, visual: { height: number; offsetTop: number }): number {
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}
