import { describe, expect, it } from 'vitest';
import {
  cellAtPoint,
  cellOrigin,
  cellsBox,
  clampCell,
  gridView,
  keyboardInset,
  MIN_OPEN_CELL,
  numberSizeFor,
  zoomStep,
} from './grid-geometry.ts';

const grid = { rows: 4, cols: 10 };
/** A phone 390 px wide: the grid takes its whole width (krisskross.css). */
const PHONE_WIDTH = 390;
/** The largest grids the layout makes for 15 words (the benchmark's lists in six languages, both modes). */
const FIFTEEN_WORDS = [
  { rows: 11, cols: 18 },
  { rows: 14, cols: 19 },
  { rows: 17, cols: 10 },
  { rows: 16, cols: 14 },
  { rows: 12, cols: 12 },
  { rows: 9, cols: 7 },
];

describe('grid geometry', () => {
  it('opens a 15-word grid on a 390 px phone with cells of 32 px at least, panning what does not fit', () => {
    for (const size of FIFTEEN_WORDS) {
      const view = gridView(size, PHONE_WIDTH, 594, 3);
      expect(view.open, `${size.rows}x${size.cols}`).toBeGreaterThanOrEqual(MIN_OPEN_CELL);
      expect(view.open).toBeLessThanOrEqual(view.max);
      expect(view.min).toBeLessThanOrEqual(view.open);
    }
  });

  it('opens a grid that fits at the size that shows it whole, up to 56 px', () => {
    expect(gridView(grid, 360, 600).open).toBe(36);
    expect(gridView(grid, 500, 600).open).toBe(50);
    expect(gridView(grid, 2000, 2000).open).toBe(56);
  });

  it('opens ten columns whole on the narrowest phone, 320 px, at 32 px; a wider grid opens at 32 px and pans', () => {
    expect(MIN_OPEN_CELL).toBe(32);
    expect(gridView(grid, 320, 600)).toMatchObject({ fit: 32, open: 32 });
    const wide = gridView({ rows: 4, cols: 12 }, 320, 600);
    expect(wide).toMatchObject({ fit: 26, open: 32, min: 26 });
  });

  it('zooms out as far as the whole grid (never below 16 px) and in to 72 px, within what a canvas can draw', () => {
    const view = gridView({ rows: 14, cols: 19 }, PHONE_WIDTH, 594);
    expect(view.fit).toBe(20);
    expect(view).toMatchObject({ open: 32, min: 20, max: 72 });
    expect(gridView({ rows: 30, cols: 30 }, 200, 200).min).toBe(16);
    // 19 columns at 72 px on a 3x screen is 4104 device pixels: past what every phone draws.
    expect(gridView({ rows: 14, cols: 19 }, PHONE_WIDTH, 594, 3).max).toBe(71);
    // Never below the size it opens at.
    expect(gridView({ rows: 60, cols: 60 }, PHONE_WIDTH, 594, 3).max).toBe(32);
  });

  it('steps zoom by a quarter, each press a visible change, and stops at the bounds', () => {
    const view = gridView({ rows: 14, cols: 19 }, PHONE_WIDTH, 594);
    expect(zoomStep(view, 36, 1)).toBe(45);
    expect(zoomStep(view, 36, -1)).toBe(29);
    expect(zoomStep(view, 70, 1)).toBe(72);
    expect(zoomStep(view, 72, 1)).toBe(72);
    expect(zoomStep(view, 21, -1)).toBe(20);
    expect(zoomStep(view, 20, -1)).toBe(20);
    expect(clampCell(view, 5)).toBe(20);
    expect(clampCell(view, 500)).toBe(72);
  });

  it('prints clue numbers at 10 px at least', () => {
    expect(numberSizeFor(16)).toBe(10);
    expect(numberSizeFor(36)).toBe(10);
    expect(numberSizeFor(56)).toBe(15);
  });

  it('draws column 0 at the left, or at the right in a right-to-left grid', () => {
    expect(cellOrigin(grid, { row: 1, col: 0 }, 30, false)).toEqual({ x: 0, y: 30 });
    expect(cellOrigin(grid, { row: 1, col: 0 }, 30, true)).toEqual({ x: 270, y: 30 });
  });

  it('boxes a word, mirrored in a right-to-left grid', () => {
    const word = [{ row: 1, col: 0 }, { row: 1, col: 1 }, { row: 1, col: 2 }];
    expect(cellsBox(grid, word, 30, false)).toEqual({ left: 0, top: 30, width: 90, height: 30 });
    expect(cellsBox(grid, word, 30, true)).toEqual({ left: 210, top: 30, width: 90, height: 30 });
  });

  it('finds the cell under a point, the same both ways round', () => {
    expect(cellAtPoint(grid, { x: 275, y: 35 }, 30, true)).toEqual({ row: 1, col: 0 });
    expect(cellAtPoint(grid, { x: 275, y: 35 }, 30, false)).toEqual({ row: 1, col: 9 });
    expect(cellAtPoint(grid, { x: 301, y: 10 }, 30, false)).toBeNull();
    expect(cellAtPoint(grid, { x: -1, y: 10 }, 30, false)).toBeNull();
  });

  it('measures how far the on-screen keyboard covers the page', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0 })).toBe(0);
    expect(keyboardInset(844, { height: 500, offsetTop: 0 })).toBe(344);
    // Scrolled within the visual viewport: what is below it is still covered.
    expect(keyboardInset(844, { height: 500, offsetTop: 100 })).toBe(244);
  });
});
