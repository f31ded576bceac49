import { describe, expect, it } from 'vitest';
import { cellAtPoint, cellOrigin, cellSizeFor } from './grid-geometry.ts';

const grid = { rows: 4, cols: 10 };

describe('grid geometry', () => {
  it('sizes cells to the narrower of width and height, within bounds', () => {
    expect(cellSizeFor(grid, 358, 600)).toBe(35);
    expect(cellSizeFor(grid, 1200, 100)).toBe(25);
    expect(cellSizeFor(grid, 2000, 2000)).toBe(56);
    expect(cellSizeFor(grid, 100, 100)).toBe(20);
  });

  it('draws column 0 at the left, or at the right in a right-to-left grid', () => {
    expect(cellOrigin(grid, { row: 1, col: 0 }, 30, false)).toEqual({ x: 0, y: 30 });
    expect(cellOrigin(grid, { row: 1, col: 0 }, 30, true)).toEqual({ x: 270, y: 30 });
  });

  it('finds the cell under a point, the same both ways round', () => {
    expect(cellAtPoint(grid, { x: 275, y: 35 }, 30, true)).toEqual({ row: 1, col: 0 });
    expect(cellAtPoint(grid, { x: 275, y: 35 }, 30, false)).toEqual({ row: 1, col: 9 });
    expect(cellAtPoint(grid, { x: 301, y: 10 }, 30, false)).toBeNull();
    expect(cellAtPoint(grid, { x: -1, y: 10 }, 30, false)).toBeNull();
  });
});
